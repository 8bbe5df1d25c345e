import { hasAppBridge, sendToApp } from '../../../shop/page/appBridge.ts';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { sharePage } from './share.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/** 'Teilen': shares the product page; the page shows it in the app's webview only. */
export function ShareButton() {
  const texts = productTexts(usePageContext().shop.locale);
  const onClick = () => {
    void sharePage({
      href: window.location.href,
      hostname: window.location.hostname,
      hasAppBridge: hasAppBridge(),
      sendToApp,
      share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
      open: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    });
  };
  return (
    <Button variant="icon" onClick={onClick} aria-label={texts.productShare()} title={texts.productShare()}>
      <Icon name="share" size={22} />
    </Button>
  );
}
