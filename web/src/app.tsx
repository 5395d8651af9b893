import { QueryClientProvider } from '@tanstack/react-query';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/hooks/use-auth';
import { queryClient } from '@/lib/api';
import { LiveChannelProvider } from '@/lib/socket';

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
              <Toaster />
            </TooltipPrimitive.Provider>
          </LiveChannelProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
