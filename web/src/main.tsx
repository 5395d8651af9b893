import { QueryClientProvider } from '@tanstack/react-query';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/hooks/use-auth';
import { queryClient } from '@/lib/api';
import { LiveChannelProvider } from '@/lib/socket';
import { router } from '@/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
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
  </StrictMode>,
);
