// Requests for the same anonymous page that arrive while it is being rendered wait for that
// render instead of starting their own: a page that goes viral, or a shared cache's burst of
// misses when an entry expires, costs one render and one set of API calls, not one per request.
// Only what is the same for all of them is shared (status, headers, the uncompressed body); each
// request is compressed for its own client. Nothing is kept once the render is done.

export interface RenderedPage {
  status: number;
  headers: Array<[string, string | string[]]>;
  body: Buffer;
}

export interface SharedRenders {
  /** The render in flight for `key`, or a new one by `render`. */
  join<T>(key: string, render: () => Promise<T>): Promise<T>;
  /** Renders in flight (tests, diagnostics). */
  readonly inFlight: number;
}

export function createSharedRenders(): SharedRenders {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    join<T>(key: string, render: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;
      const started = render().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}
