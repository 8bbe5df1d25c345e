import type { PageContextClient } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { useBrowserValue } from '../../../ui/useBrowserValue.ts';
import { cameFromListing } from './backButton.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { roundButton } from '../../../ui/styles.ts';

/**
 * 'Zurück zur Produktübersicht': one step back in history. Always in the store runtime; in the
 * web shop once the browser knows the previous page was a listing (see backButton.ts). It sits
 * over the image, so appearing after hydration moves nothing.
 */
export function BackToListingButton() {
  const pageContext = usePageContext() as Partial<PageContextClient> & { runtime: string };
  const previousPath = pageContext.previousPageContext?.urlPathname ?? null;
  const fromListing = useBrowserValue(
    () => cameFromListing({ previousPath, referrer: document.referrer, origin: window.location.origin, historyLength: window.history.length }),
    [],
  );
  const show = pageContext.runtime === 'store' || (pageContext.runtime === 'shop' && fromListing === true);
  if (!show) return null;
  return (
    <button type="button" className={roundButton} onClick={() => window.history.back()} aria-label="Zurück zur Produktübersicht" title="Zurück zur Produktübersicht">
      <Icon name="chevron" direction="left" size={20} />
    </button>
  );
}

