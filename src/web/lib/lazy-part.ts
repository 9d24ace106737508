import { type ComponentType, lazy, useState, useSyncExternalStore } from 'react';

/**
 * A part of a page whose code downloads when it is first drawn, or earlier through
 * preload(): the public forms (zod, react-hook-form and their schemas, about 45 KB
 * gzipped), which the server draws in the page's HTML. In the browser the page is taken
 * over without them: React keeps the server's drawing of the part, inside its Suspense,
 * until the code has come, then takes it over too. The page's own code stays small, and
 * nothing is drawn again.
 */
export type LazyPart<P extends object> = {
  Lazy: ComponentType<P>;
  /** Set once the code has come. */
  loaded?: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
};

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const part: LazyPart<P> = {
    Lazy: lazy(() => part.preload().then((component) => ({ default: component }))),
    preload: () => {
      pending ??= load().then((component) => {
        part.loaded = component;
        return component;
      });
      return pending;
    },
  };
  return part;
}

/**
 * The part to draw: at once when its code is here (the server preloads it), else its lazy
 * form (in a Suspense). Chosen once per mount: changing from one to the other would mount
 * the part again.
 */
export function usePart<P extends object>(part: LazyPart<P>): ComponentType<P> {
  const [component] = useState(() => part.loaded ?? part.Lazy);
  return component;
}

const unchanging = () => () => {};

/**
 * False while the server draws and while the browser takes the server's drawing over; true
 * from then on (and at once for what the browser draws alone). A form the server drew is
 * off until then (its fields in a disabled fieldset, greyed): sent earlier, the browser
 * would send it itself, its answers in the address, and what was typed would be emptied
 * as the form's code took it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
