import { useCallback, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus on `el`'s first control, else on `el` itself (made focusable by script only). */
function focusInto(el: HTMLElement | null | undefined): void {
  if (!el) return;
  const control = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control.focus();
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus();
}

/**
 * A Load More button (PendingButton, which keeps focus while it loads) leaves with the last page
 * it loads, and focus would drop to the page's start. When that happens this moves focus to the
 * first item the press brought (its first control: the title link of a card) or, when it brought
 * none, to `endRef`: the list's end note, or its heading where it has none. While more pages
 * remain the button stays and keeps focus; focus the user moved elsewhere is left alone.
 *
 * `listRef` goes on the list whose children are the items, `endRef` on the end note or heading,
 * and `loadMore(fetchNextPage)` is the button's onClick.
 */
export function useLoadMoreFocus<L extends HTMLElement = HTMLUListElement, E extends HTMLElement = HTMLElement>({ count, loading }: { count: number; loading: boolean }) {
  const listRef = useRef<L>(null);
  const endRef = useRef<E>(null);
  /** How many items were shown when Load More was pressed (null: no press waiting). */
  const pressedAt = useRef<number | null>(null);

  useEffect(() => {
    const from = pressedAt.current;
    if (from === null || loading) return;
    pressedAt.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusInto((listRef.current?.children[from] as HTMLElement | undefined) ?? endRef.current);
  }, [count, loading]);

  const loadMore = useCallback(
    (fetchNextPage: () => unknown) => () => {
      pressedAt.current = count;
      void fetchNextPage();
    },
    [count],
  );
  return { listRef, endRef, loadMore };
}
