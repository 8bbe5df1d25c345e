import { cx } from '@linaria/core';
import { hasAppBridge, sendToApp } from '../../../shop/appBridge.ts';
import { sharePage } from './share.ts';
import { roundButton } from '../../../ui/styles.ts';

/** 'Teilen': shares the product page; the page shows it in the app's webview only. */
export function ShareButton({ className }: { className?: string }) {
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
    <button type="button" className={cx(roundButton, className)} onClick={onClick} aria-label="Teilen" title="Teilen">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

