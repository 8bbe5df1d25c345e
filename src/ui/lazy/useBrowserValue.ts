import { useSyncExternalStore } from 'react';

/**
 * A value only the browser knows (cookies, user agent), null during server render and hydration,
 * read again whenever one of `events` fires on window. `read` must return a primitive or a
 * stable value so React can compare snapshots.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, events: readonly string[]): T | null {
  return useSyncExternalStore(
    (onChange) => {
      for (const event of events) window.addEventListener(event, onChange);
      return () => {
        for (const event of events) window.removeEventListener(event, onChange);
      };
    },
    read,
    () => null,
  );
}
