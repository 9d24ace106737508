import { useEffect } from 'react';

/**
 * While `active`, leaving asks first: closing or reloading the tab (the browser's own
 * question), and following a link of the site (the declarative router has no blocker).
 */
export function useLeaveWarning(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture: before the router's own click handler follows the link.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.getAttribute('target') === '_blank' ||
        // Another site: the browser's own question (beforeunload) asks.
        (link as HTMLAnchorElement).origin !== window.location.origin ||
        link.closest('[data-preview]')
      )
        return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
}
