import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `path` and turns them into plain routes, so a router created
 * afterwards renders that page at once instead of its HydrateFallback. Prerendering needs this to
 * write the page, and hydration needs it to render the same markup on its first pass.
 */
export async function resolveLazyRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
