import { QueryClientProvider } from '@tanstack/react-query';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { AuthProvider } from '@/hooks/use-auth';
import { useToasts } from '@/hooks/use-toast';
import { queryClient } from '@/lib/api';
import { LiveChannelProvider, useLiveListenersMounted, useSocket } from '@/lib/socket';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toast viewport and Radix's toast code load with the first toast, not with every page. */
function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const UserBillLiveUpdates = lazy(() => import('@/features/user-bills/live-updates'));
const DiscussionLiveUpdates = lazy(() => import('@/features/discussions/live-updates'));
const NotificationLiveUpdates = lazy(() => import('@/features/notifications/live-updates'));

/** Mounted after the live features in the same boundary: its effect runs after theirs have subscribed. */
function LiveListenersMounted() {
  useLiveListenersMounted();
  return null;
}

/**
 * Live verdicts on user bills and posts (and their screen-reader announcements) load once a live
 * socket is open; what the socket received before they listened is handed to them (socket.ts).
 */
function LiveUpdates() {
  return useSocket() ? (
    <Suspense fallback={null}>
      <UserBillLiveUpdates />
      <DiscussionLiveUpdates />
      <NotificationLiveUpdates />
      <LiveListenersMounted />
    </Suspense>
  ) : null;
}

/**
 * The whole app around a router. The browser (src/main.tsx) and the build-time prerender
 * (src/prerender.tsx) render this same tree, so hydration finds exactly the markup (and the
 * useId values) the server wrote.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveChannelProvider>
            {/* SPEC §9: tooltips open after 700 ms, 300 ms skip delay. */}
            <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
              <RouterProvider router={router} />
              <LazyToaster />
              <LiveUpdates />
            </TooltipPrimitive.Provider>
          </LiveChannelProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
