import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

export interface RouteMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Civic';
const DEFAULT_DESCRIPTION =
  'Civic helps voters discover their values, vote on real bills, discuss them respectfully and see what their district decides.';

function hasMeta(handle: unknown): handle is { meta: RouteMeta } {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** A page's <title> and meta description: from the deepest route that declares them. */
export function routeMeta(matches: readonly { handle: unknown }[]): RouteMeta {
  const meta = [...matches].reverse().find((m) => hasMeta(m.handle))?.handle as { meta: RouteMeta } | undefined;
  return { title: meta?.meta.title ?? SITE_NAME, description: meta?.meta.description ?? DEFAULT_DESCRIPTION };
}

/** Keeps <title> and the meta description in step with the route (prerendered pages start with them). */
export function RouteMetaUpdater() {
  const { title, description } = routeMeta(useMatches());

  useLayoutEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);

  return null;
}

/**
 * Scroll to the top on every route change (path or query), but let #hash links land on their
 * target. Not on the first render: the page has just loaded at the top (or where the browser
 * restored it), and a visitor may already be scrolling the prerendered page when it hydrates.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        // On a first load of prerendered markup the browser has already scrolled to the #hash.
        if (!initial || window.scrollY === 0) target.scrollIntoView();
        return;
      }
    }
    if (!initial) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[200] rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
