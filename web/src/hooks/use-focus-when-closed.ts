import { useEffect, useRef } from 'react';

/**
 * When something opened in place (an editor, a form) closes, focus goes back to the control that
 * opened it, which `target` finds at that moment: without it a keyboard or screen-reader user is
 * left at the top of the page.
 */
export function useFocusWhenClosed(open: boolean, target: () => HTMLElement | null | undefined): void {
  const wasOpen = useRef(false);
  const find = useRef(target);
  find.current = target;
  useEffect(() => {
    if (wasOpen.current && !open) find.current()?.focus();
    wasOpen.current = open;
  }, [open]);
}
