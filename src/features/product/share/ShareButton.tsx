import { hasAppBridge, sendToApp } from '../../../shop/page/appBridge.ts';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { sharePage } from './share.ts';

/** 'Teilen': shares the product page; the page shows it in the app's webview only. */
export function ShareButton() {
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
    <Button variant="icon" onClick={onClick} aria-label="Teilen" title="Teilen">
      <Icon name="share" size={22} />
    </Button>
  );
}
