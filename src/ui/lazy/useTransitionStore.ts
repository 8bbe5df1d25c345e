import { startTransition, useEffect, useRef, useState } from 'react';

export interface TransitionStore<T> {
  subscribe: (onChange: () => void) => () => void;
  get: () => T;
  /** What the server rendered with, and so what hydration must render with. */
  initial: () => T;
}

/**
 * A store's value for a part that many components show (a button on every product tile). Like
 * `useSyncExternalStore`, but a change renders them in a transition (in slices, between which the
 * browser paints and answers input, and without falling back to a suspense boundary's fallback)
 * instead of one synchronous pass: after hydration, sixty tiles switching on their buttons were one
 * task of 150–200 ms on a phone.
 *
 * Server render, hydration and every first render use `initial`; the value the store holds then
 * follows in a transition. `urgent(previous, next)` marks a change that answers the shopper's own
 * action (a product loading after a click): it renders at once.
 */
export function useTransitionStore<T>(store: TransitionStore<T>, urgent?: (previous: T, next: T) => boolean): T {
  const [value, setValue] = useState(store.initial);
  const shown = useRef(value);
  const isUrgent = useRef(urgent);
  useEffect(() => {
    shown.current = value;
    isUrgent.current = urgent;
  });
  useEffect(() => {
    const update = () => {
      const next = store.get();
      if (isUrgent.current?.(shown.current, next)) setValue(() => next);
      else startTransition(() => setValue(() => next));
    };
    const unsubscribe = store.subscribe(update);
    // The store may have changed since the first render (it always has when hydration used `initial`).
    update();
    return unsubscribe;
  }, [store]);
  return value;
}

const noSubscription = () => () => {};
const afterHydration: TransitionStore<boolean> = { subscribe: noSubscription, get: () => true, initial: () => false };

/**
 * False during server render and hydration (and a client mount's first render), then true, in a
 * transition: for a part that many components switch to in the browser only.
 */
export function useAfterHydration(): boolean {
  return useTransitionStore(afterHydration);
}

/**
 * A value only the browser knows, for a part mounted once with the frame (the header's tools, the
 * consent and smart banners, the quick-buy provider): null on its first render, the browser's value
 * then in a transition, and every later change (one of `events` on window) at once.
 *
 * `useBrowserValue` reads the value in a client render's first pass, but after hydration it makes
 * React render every part whose value differs from the server's again, synchronously, in the task
 * that runs the page's first effects. The frame's parts always differ (a decided visitor, a guest),
 * so that task grew by their renders on every page load. A part that mounts on client navigations
 * keeps `useBrowserValue`: this hook shows null for a moment there.
 */
export function useFrameBrowserValue<T extends string | number | boolean>(read: () => T, events: readonly string[]): T | null {
  const [value, setValue] = useState<T | null>(null);
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });
  useEffect(() => {
    const update = () => setValue(reader.current());
    for (const event of events) window.addEventListener(event, update);
    startTransition(update);
    return () => {
      for (const event of events) window.removeEventListener(event, update);
    };
    // Mounted once, with the frame: its events stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
