import { useEffect } from 'react';

/**
 * Marks the document once the app has the page (`<html data-app="ready">`): tests wait for
 * it; then runs `onReady`. The server draws it too (entry-server.tsx), beside the routes
 * as the browser does: React's useId numbers a component by its place among its siblings,
 * so the two trees must match for the ids the server wrote (a field's hint and error, tied
 * to it by aria-describedby) to be the ones the browser uses.
 */
export function Ready({ onReady }: { onReady?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has the page
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    onReady?.();
  }, []);
  return null;
}
