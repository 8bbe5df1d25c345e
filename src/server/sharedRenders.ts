// Requests for the same anonymous page that arrive while it is being rendered wait for that
// render instead of starting their own: a page that goes viral, or a shared cache's burst of
// misses when an entry expires, costs one render and one set of API calls, not one per request.
// Only what is the same for all of them is shared (status, headers, the uncompressed body); each
// request is compressed for its own client. Nothing is kept once the render is done.
//
// Which requests may share is app.ts's decision (no preview, no visitor to name, no fault
// scenario); what they share is guarded here: a render that sets a cookie is one visitor's and is
// given to none of them, and the page they get is frozen, so no request can change it for the others.
import { deepFreeze } from '../relay/deepFreeze.ts';

export interface RenderedPage {
  status: number;
  headers: Array<[string, string | string[]]>;
  body: Buffer;
}

export interface SharedRenders {
  /** The render in flight for `key`, or a new one by `render`; the page, frozen, for every request that joins. */
  join(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null>;
  /** Renders in flight (tests, diagnostics). */
  readonly inFlight: number;
}

/**
 * A rendered page fit to give several requests: frozen (its body, a Buffer, cannot be; nothing
 * writes to it). A page that sets a cookie or is private (a personal page, with the visitor's
 * data) fails: it belongs to one visitor.
 */
export function shareablePage(page: RenderedPage | null): RenderedPage | null {
  if (!page) return page;
  if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) {
    throw new Error('A shared render set a cookie: a cookie is one visitor’s, and a render that sets one is not shared');
  }
  if (page.headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && String(value).startsWith('private'))) {
    throw new Error('A shared render is private: a personal page shows one visitor’s data and is not shared');
  }
  return deepFreeze(page);
}

export function createSharedRenders(): SharedRenders {
  const inFlight = new Map<string, Promise<RenderedPage | null>>();
  return {
    join(key, render) {
      const running = inFlight.get(key);
      if (running) return running;
      const started = render()
        .then(shareablePage)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}
