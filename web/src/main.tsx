import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router-dom';
import { App } from '@/app';
import { resolveLazyRoutes } from '@/lib/route-preload';
import { cn } from '@/lib/utils';
import { routes } from '@/router';
import './index.css';

/**
 * The public pages arrive prerendered (web/scripts/prerender.mjs, loaded through
 * src/paint-first.ts): #root holds the page's markup and names the path it was rendered for. That
 * page is hydrated once its route module is loaded, so the first client render is the prerendered
 * one. Any other path starts from the empty shell (index.html).
 */
async function start(container: HTMLElement): Promise<void> {
  const path = window.location.pathname;
  // A page rendered for a pattern (/districts/:district) is the shell of every path it matches.
  const rendered = container.dataset.prerendered;
  if (rendered && matchPath(rendered, path)) {
    // Hydrate in a transition: React works in slices and yields to the browser between them
    // instead of blocking input for the whole page.
    await resolveLazyRoutes(routes, path);
    // tailwind-merge builds its class tables on its first call (7–20 ms on a desktop core). Done
    // here, in a task of its own, it is not added to the component render that would call it
    // first, which React cannot split.
    await nextTask();
    cn('p-1', 'p-2');
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <App router={createBrowserRouter(routes)} />);
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(<App router={createBrowserRouter(routes)} />);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
