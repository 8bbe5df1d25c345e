import { css } from '@linaria/core';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { setShopCookie } from '../../shop/privacy/cookies.ts';
import { media } from '../../ui/breakpoints.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useModal } from '../../ui/useModal.ts';
import { arrivalLocale, LANGUAGE_COOKIE, languageName, languageOf, versionHref, type LanguageVersion } from './languageRules.ts';
import { panelsTexts } from '../../ui/panelsTexts.ts';

const MODAL_ID = 'sprache';

/** The shop's language versions, or none (a shop with one language, the app's webview). */
function useLanguages() {
  const { shop, runtime, urlPathname, urlParsed } = usePageContext();
  const versions = runtime === 'webview' ? [] : (shop.languages ?? []);
  const search = new URLSearchParams(urlParsed.searchOriginal ?? '').toString();
  return { shop, versions, path: urlPathname + (search ? `?${search}` : '') };
}

/**
 * The links to the page in each language, the shop's own marked as current. Choosing another
 * remembers it in this shop's cookie; the link's hash makes the other shop remember it too.
 */
export function LanguageList({ className }: { className?: string }) {
  const { shop, versions, path } = useLanguages();
  return (
    <ul className={className ?? list}>
      {versions.map((version: LanguageVersion) => (
        <li key={version.locale}>
          <a
            href={versionHref(version, path)}
            lang={version.locale}
            hrefLang={version.locale}
            aria-current={version.locale === shop.locale ? 'true' : undefined}
            onClick={() => setShopCookie(LANGUAGE_COOKIE, version.locale)}
          >
            {languageName(version.locale)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's language switch: a button with the current language that opens the language
 * modal; on phones, whose header row has no room for it, the menu carries the language links
 * (LanguageLinks in its extra slot). It also records a choice made in the other shop (the page was reached with the arrival
 * hash): this shop's cookie then names this shop's language, and the hash goes.
 */
export function LanguageSwitch() {
  const { shop, versions } = useLanguages();
  const { show, modalProps } = useModal(MODAL_ID);
  const texts = panelsTexts(shop.locale);
  const hasVersions = versions.length > 1;
  useEffect(() => {
    if (!hasVersions || arrivalLocale(location.hash) !== shop.locale) return;
    setShopCookie(LANGUAGE_COOKIE, shop.locale);
    history.replaceState(history.state, '', location.pathname + location.search);
  }, [hasVersions, shop.locale]);
  if (!hasVersions) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'link', size: 'small' }, button)}
        aria-haspopup="dialog"
        aria-label={texts.panelsLanguageCurrent({ language: languageName(shop.locale) })}
        onClick={show}
      >
        {languageOf(shop.locale).toUpperCase()}
      </button>
      <Modal title={texts.panelsLanguageTitle()} {...modalProps}>
        <LanguageList />
      </Modal>
    </>
  );
}

/** The footer's language links (the same as the modal's), under the shop's word for language. */
export function LanguageLinks() {
  const { shop, versions } = useLanguages();
  if (versions.length < 2) return null;
  const texts = panelsTexts(shop.locale);
  return (
    <nav aria-label={texts.panelsLanguage()}>
      <LanguageList className={inline} />
    </nav>
  );
}

const button = css`
  min-width: 44px;
  min-height: 44px;
  font-weight: 600;
  @media ${media.phone} {
    display: none;
  }
`;
const list = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: var(--space-2) 0;
  }
  a[aria-current] {
    font-weight: 700;
  }
`;
const inline = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  a[aria-current] {
    font-weight: 700;
  }
`;
