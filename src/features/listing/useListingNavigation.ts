import { startTransition, useCallback, useState, type MouseEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/page/runtime.ts';
import { afterNextPaint } from '../../ui/lazy/yieldToMain.ts';

export interface ListingNavigation {
  /** True while the next state of the listing loads (the grid shows placeholders). */
  pending: boolean;
  /** Client-side navigation to a listing URL (logical path, without /webview). */
  go: (href: string, options?: { keepScrollPosition?: boolean; replace?: boolean }) => Promise<void>;
  /** Click handler of a listing link: plain left clicks navigate client-side, others open as usual. */
  follow: (event: MouseEvent<HTMLAnchorElement>, href: string, options?: { keepScrollPosition?: boolean }) => void;
}

/**
 * Filters, sort and pages change the URL through Vike's router: +data runs again on the server
 * (pageContext.json), the records arrive in the store and the page re-renders without a reload.
 */
export function useListingNavigation(): ListingNavigation {
  const { basePath } = usePageContext();
  const [pending, setPending] = useState(false);
  const go = useCallback<ListingNavigation['go']>(
    async (href, options = {}) => {
      // The shopper's own answer (a ticked box, a pressed link) paints first. Then the placeholders
      // replace the tiles in a transition (in slices: taking down a grid of tiles was most of a
      // 100-200 ms task on a phone), while the router asks for the next listing.
      await afterNextPaint();
      startTransition(() => setPending(true));
      try {
        await navigate(withBasePath(basePath, href), {
          keepScrollPosition: options.keepScrollPosition ?? false,
          overwriteLastHistoryEntry: options.replace ?? false,
        });
      } finally {
        setPending(false);
      }
    },
    [basePath],
  );
  const follow = useCallback<ListingNavigation['follow']>(
    (event, href, options) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void go(href, options);
    },
    [go],
  );
  return { pending, go, follow };
}
