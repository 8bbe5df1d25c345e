import { usePageContext } from 'vike-react/usePageContext';
import { CONSENT_SCRIPT } from '../src/features/consent/consentScript.ts';
import { DISMISSED_SCRIPT } from '../src/features/frame/smartBannerRules.ts';
import { catalogueModules, FEATURES } from '../src/i18n/catalogue.ts';
import { TEXT_MODULES_ID } from '../src/i18n/load.ts';
import { pageTexts } from '../src/i18n/pageTexts.ts';
import { LANGUAGE_META, LANGUAGE_SCRIPT, languageMeta } from '../src/features/language/languageRules.ts';
import { ogLocale } from '../src/shop/tenant/alternates.ts';
import { chunkAddresses, modulePreloads } from '../src/views/modulePreloads.ts';
import { FIRST_PAINT_AFTER_ID } from '../src/shop/page/firstPaint.ts';

// https://vike.dev/Head — the tenant's theme as custom properties, its robots policy and locale.
export default function Head() {
  const pageContext = usePageContext();
  // +Head renders on the server only, where these server-side values exist.
  if (pageContext.isClientSide) return null;
  const { globalContext } = pageContext;
  // The shop's texts that the page reads: the browser loads them before it hydrates
  // (+onBeforeRenderClient.ts).
  const messages =
    'assetsManifest' in globalContext
      ? modulePreloads(
          globalContext.assetsManifest,
          catalogueModules(pageContext.shop.locale, pageTexts(pageContext.config.texts)),
          globalContext.baseAssets,
        )
      : [];
  // Where the browser finds each of its shop's text chunks, those of parts that load later too
  // (src/i18n/load.ts): the same for every page of the shop.
  const textSources = catalogueModules(pageContext.shop.locale, FEATURES);
  const textModules =
    'assetsManifest' in globalContext
      ? chunkAddresses(
          globalContext.assetsManifest,
          Object.fromEntries(FEATURES.map((feature, index) => [feature, textSources[index]!])),
          globalContext.baseAssets,
        )
      : {};
  const languages = pageContext.runtime === 'webview' ? null : languageMeta(pageContext.shop);
  return (
    <>
      {messages.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {Object.keys(textModules).length > 0 && (
        <script id={TEXT_MODULES_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(textModules) }} />
      )}
      <meta name="robots" content={pageContext.robots} />
      <meta property="og:locale" content={ogLocale(pageContext.shop.locale)} />
      <meta name="theme-color" content={pageContext.themeColor} />
      {/* A PNG (rendered from favicon.svg at 32 px): Chrome builds an SVG icon as a document of its
          own on the page's main thread, a task of 5-20 ms on a phone's load. */}
      <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
      {/* No paint before the page's main content is parsed (see FIRST_PAINT_AFTER_ID). */}
      <link rel="expect" href={`#${FIRST_PAINT_AFTER_ID}`} blocking="render" />
      {/* The page's CSP names these by the hash of their text (src/server/securityHeaders.ts). */}
      <script dangerouslySetInnerHTML={{ __html: DISMISSED_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      {languages && (
        <>
          <meta name={LANGUAGE_META} content={languages} />
          <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} />
        </>
      )}
      <style dangerouslySetInnerHTML={{ __html: pageContext.themeCss }} />
    </>
  );
}
