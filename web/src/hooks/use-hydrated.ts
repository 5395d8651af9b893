import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered markup (at build time, and during the browser's hydration
 * pass, which must match it), true from the render after hydration on — and at once when the app
 * renders without prerendered markup. Controls that only work with the app's script use it to
 * say so (aria-disabled) instead of ignoring an early click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
