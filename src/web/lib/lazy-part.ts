import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  createElement,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * A part of a page whose code downloads apart from the page's: the public forms (zod,
 * react-hook-form and their schemas, about 45 KB gzipped), which the server draws in the
 * page's HTML as real forms that its own routes answer (src/server/plugins/page-forms.ts).
 * In the browser the page is taken over without them: React keeps the server's drawing of
 * the part, inside its Suspense, working as plain HTML, and takes it over once its code has
 * come, without drawing it again. On a page the server drew, the code is asked for only
 * when the reader starts on the part (a tap, a focus, a key: `want`): reading the page
 * costs a phone nothing of it, and a form is usable as soon as it is seen. On a page the
 * browser draws alone (a link followed inside the app), it is asked for at once.
 */
export type LazyPart<P extends object> = {
  /** The part's name: the route marks its place in the page with `data-part="<name>"`. */
  name: string;
  /** Asks for the code at once (a page drawn in the browser). */
  Lazy: ComponentType<P>;
  /** Waits for the reader to start on the part, then asks for the code (a page the server drew). */
  Deferred: ComponentType<P>;
  /** Set once the code has come. */
  loaded?: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
  /** The reader has started on the part (or will need it at once): its code is asked for. */
  want: () => void;
};

export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let wanted: (() => void) | undefined;
  const asked = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  const part: LazyPart<P> = {
    name,
    Lazy: lazy(() => part.preload().then((component) => ({ default: component }))),
    Deferred: lazy(() =>
      asked.then(() => part.preload()).then((component) => ({ default: component })),
    ),
    preload: () => {
      pending ??= load().then((component) => {
        part.loaded = takenOver(name, component);
        return part.loaded;
      });
      return pending;
    },
    want: () => wanted?.(),
  };
  if (typeof document !== 'undefined') watchFor(part as unknown as LazyPart<object>);
  return part;
}

/**
 * The part's component, which marks its place `data-taken` once React has it (the
 * journeys wait for it; nothing in the page's looks depends on it).
 */
function takenOver<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  return function TakenOver(props: P) {
    useEffect(() => {
      document.querySelector(`[data-part="${name}"]`)?.setAttribute('data-taken', '');
    }, []);
    return createElement(Component, props);
  };
}

/** The events that say a reader has started on a part: a finger or a mouse, a focus, a key. */
const STARTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * Asks for a part's code when the reader starts on its place in the page, or has already
 * (the focus is in it as the app takes the page over). A tap on a button of the part (not
 * a form's send button, which works without the code: the server answers the form) is
 * tapped again once the part is taken over, so that it is not lost.
 */
function watchFor(part: LazyPart<object>) {
  const inPart = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`[data-part="${part.name}"]`) !== null : false;
  const start = (event: Event) => {
    if (!inPart(event.target)) return;
    for (const type of STARTS) document.removeEventListener(type, start, true);
    part.want();
  };
  for (const type of STARTS) document.addEventListener(type, start, true);
  const click = (event: MouseEvent) => {
    if (part.loaded) {
      document.removeEventListener('click', click, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit' || !inPart(button)) return;
    event.preventDefault();
    part.want();
    void part.preload().then(() => {
      // The part is taken over in React's next render: the tap then reaches its handler.
      requestAnimationFrame(() => setTimeout(() => button.isConnected && button.click()));
    });
  };
  document.addEventListener('click', click, true);
  queueMicrotask(() => {
    if (inPart(document.activeElement)) part.want();
  });
}

/**
 * The part to draw: at once when its code is here, else in a Suspense: Deferred where the
 * server drew it (its place is in the page as the browser takes it over), Lazy in a page
 * the browser draws itself. Chosen once per mount: changing from one to the other would
 * mount the part again. (Not from useHydrated: its change draws the page again, and a
 * part still waiting for its code would then be drawn anew, as its fallback.)
 */
function usePart<P extends object>(part: LazyPart<P>): ComponentType<P> {
  const [component] = useState(
    () =>
      part.loaded ??
      (typeof document !== 'undefined' && document.querySelector(`[data-part="${part.name}"]`)
        ? part.Deferred
        : part.Lazy),
  );
  return component;
}

type SlotProps<P extends object> = { part: LazyPart<P>; props: P; fallback: ReactNode };

function Slot<P extends object>({ part, props, fallback }: SlotProps<P>) {
  const Part = usePart(part);
  return createElement(
    'div',
    { 'data-part': part.name },
    createElement(Suspense, { fallback }, createElement(Part, props)),
  );
}

/**
 * A part in its place in the page (`data-part`, which the reader's first touch of asks
 * for its code). Drawn again only when its props change: the server's drawing of a part
 * still waiting for its code is kept by React only while nothing draws it again (an update
 * would draw it anew, as its fallback).
 */
export const PartSlot = memo(
  Slot,
  (a, b) =>
    a.part === b.part &&
    a.fallback === b.fallback &&
    Object.keys({ ...a.props, ...b.props }).every(
      (key) =>
        (a.props as Record<string, unknown>)[key] === (b.props as Record<string, unknown>)[key],
    ),
) as <P extends object>(props: SlotProps<P>) => ReactNode;

/**
 * Where a page the server drew keeps the answer to a form sent without the app's code
 * (src/shared/ssr.ts, PageFormAnswer): in the query cache it was drawn from, so that the
 * browser takes the page over as drawn.
 */
export const pageFormKey = ['page-form'] as const;

/**
 * A page drawn with the answer to a form sent without the code: the reader came for that
 * answer, and the form's code, which takes it over (and drops it from the cache), is asked
 * for at once.
 */
export function useAnsweredPart(part: Pick<LazyPart<object>, 'want'>): void {
  const client = useQueryClient();
  useEffect(() => {
    if (client.getQueryData(pageFormKey)) part.want();
  }, [client, part]);
}

const unchanging = () => () => {};

/**
 * False while the server draws and while the browser takes the server's drawing over; true
 * from then on (and at once for what the browser draws alone). What a form shows from its
 * values (the classes of the exam chosen, a field only some answers need) is drawn as the
 * server drew it until then: the reader may have changed the values before the code came.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
