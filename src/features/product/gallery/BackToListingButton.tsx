import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import { cameFromListing } from './backButton.ts';
import { productTexts } from '../texts.ts';

/**
 * 'Zurück zur Produktübersicht': one step back in history. Always in the store runtime; in the
 * web shop once the browser knows the previous page was a listing (see backButton.ts). It sits
 * over the image, so appearing after hydration moves nothing.
 */
export function BackToListingButton() {
  // The previous page is known in the browser only (after a client-side navigation).
  const { runtime, previousPageContext, shop } = usePageContext();
  const { locale } = shop;
  const previousPath = previousPageContext?.urlPathname ?? null;
  const fromListing = useBrowserValue(
    () =>
      cameFromListing({ previousPath, referrer: document.referrer, origin: window.location.origin, historyLength: window.history.length }),
    [],
  );
  const show = runtime === 'store' || (runtime === 'shop' && fromListing === true);
  if (!show) return null;
  return (
    <Button
      variant="icon"
      onClick={() => window.history.back()}
      aria-label={productTexts(locale).productBackToListing()}
      title={productTexts(locale).productBackToListing()}
    >
      <Icon name="chevron" direction="left" size={20} />
    </Button>
  );
}
