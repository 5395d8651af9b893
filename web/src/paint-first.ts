/**
 * The entry of the prerendered public pages (web/scripts/prerender.mjs writes it in place of the
 * app's entry). The page paints from its markup and stylesheet alone; only then are the app and
 * the page's route chunks fetched, so the first paint never waits for them or shares the network
 * with them. A page opened in a background tab paints nothing, so it starts the app at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // The second frame's callbacks run after the first frame has been painted.
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The route's chunks, named by the prerender, fetched alongside the app instead of after it. */
function preloadRouteChunks(): void {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-route-chunks]')?.dataset.routeChunks ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void afterFirstPaint().then(() => {
  preloadRouteChunks();
  return import('./main');
});
