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
