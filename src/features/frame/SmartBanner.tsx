import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { readShopCookie, setShopCookie } from '../../shop/cookies.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { APP_LINKS, appPlatform, showSmartBanner, SMART_BANNER_COOKIE } from './smartBannerRules.ts';
import { Icon } from '../../ui/Icon.tsx';

const DISMISSED = 'smartbannerdismiss';

/** Invites phone users to the app; decided in the browser (platform and dismissal are personal). */
export function SmartBanner() {
  const { shop, runtime, pageType, urlPathname } = usePageContext();
  const link = useBrowserValue(() => {
    const platform = appPlatform(navigator.userAgent);
    const target = platform === 'other' ? undefined : APP_LINKS[shop.code]?.[platform];
    const dismissed = readShopCookie(SMART_BANNER_COOKIE) === 'dismissed';
    return showSmartBanner({ link: target, runtime, dismissed, platform, pageType, path: urlPathname }) ? (target ?? null) : null;
  }, [DISMISSED]);

  if (!link) return null;
  return (
    <aside className={banner} aria-label="App herunterladen">
      <p className={text}>
        <strong>Die {shop.brand} App</strong>
        <br />
        Schneller einkaufen, exklusive Angebote.
      </p>
      <ButtonLink href={link} size="small" target="_blank">
        Öffnen
      </ButtonLink>
      <button
        type="button"
        className={dismiss}
        aria-label="App-Hinweis schließen"
        onClick={() => {
          setShopCookie(SMART_BANNER_COOKIE, 'dismissed');
          window.dispatchEvent(new Event(DISMISSED));
        }}
      >
        <Icon name="close" size={20} />
      </button>
    </aside>
  );
}

const banner = css`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 52px;
  padding: 0.25rem 0.5rem 0.25rem 1rem;
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  font-size: 0.875rem;
`;
const text = css`
  flex: 1;
  margin: 0;
`;
const dismiss = css`
  display: grid;
  place-items: center;
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
