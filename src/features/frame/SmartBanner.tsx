import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { pageTypeFromPath } from '../../shop/page/pageType.ts';
import { readShopCookie, setShopCookie } from '../../shop/privacy/cookies.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';
import { knownDeviceType } from '../../ui/deviceType.ts';
import { appLink, DISMISSED_ATTRIBUTE, showSmartBanner, SMART_BANNER_COOKIE } from './smartBannerRules.ts';
import { Icon } from '../../ui/Icon.tsx';
import { layoutTexts } from '../../ui/layoutTexts.ts';

const DISMISSED = 'smartbannerdismiss';

/**
 * Invites phone users to the app. The server renders it from the user agent (the HTML varies on
 * it), so it takes its place before the first paint; a dismissal (a cookie the server's shared
 * cache must not see) hides it before that paint through DISMISSED_SCRIPT in +Head, and the
 * browser drops it after hydration.
 */
export function SmartBanner() {
  const { shop, runtime, urlPathname, appPlatform: platform, isBot } = usePageContext();
  // From the path itself: the server renders error pages without the routed page type.
  const pageType = pageTypeFromPath(urlPathname);
  const dismissed = useFrameBrowserValue(() => readShopCookie(SMART_BANNER_COOKIE) === 'dismissed', [DISMISSED]);
  // Only 'other' hides the banner, and that is known from the request: the same on server and browser.
  const deviceType = knownDeviceType(isBot);
  const link = appLink(shop, platform);
  const texts = layoutTexts(shop.locale);
  if (!link || !showSmartBanner({ link, runtime, dismissed: dismissed === true, deviceType, pageType, path: urlPathname })) return null;
  return (
    <aside className={banner} aria-label={texts.layoutAppBanner()} data-smart-banner="">
      <p className={text}>
        <strong>{texts.layoutAppName({ brand: shop.brand })}</strong>
        <br />
        {texts.layoutAppPitch()}
      </p>
      <ButtonLink href={link} size="small" target="_blank">
        {texts.layoutAppOpen()}
      </ButtonLink>
      <button
        type="button"
        className={dismiss}
        aria-label={texts.layoutAppDismiss()}
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
  :root[${DISMISSED_ATTRIBUTE}='dismissed'] & {
    display: none;
  }
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
