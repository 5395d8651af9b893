import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app';
import { routeMeta, type RouteMeta } from '@/components/layout/route-effects';
import { resolveLazyRoutes } from '@/lib/route-preload';
import { routes } from '@/router';

/**
 * Build-time rendering of one public page (web/scripts/prerender.mjs): the markup of #root for a
 * signed-out visitor, and the page's title and description. The browser hydrates it with the
 * same <App> (src/main.tsx).
 */
export async function renderPage(path: string): Promise<RouteMeta & { html: string }> {
  await resolveLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    if (router.state.matches.length === 0) throw new Error(`no route matches ${path}`);
    const html = renderToString(<App router={router} />);
    return { html, ...routeMeta(router.state.matches.map((m) => ({ handle: m.route.handle }))) };
  } finally {
    router.dispose();
  }
}
