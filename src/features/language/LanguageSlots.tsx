import { usePageContext } from 'vike-react/usePageContext';
import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The language switch's code is a chunk of its own: only the shops with language versions (the
// Swiss ones) load it. The server preloads it with the frame's data of such a shop (pages/frameData.ts).
export const languageSwitch = lazyComponent(() =>
  withTexts(['panels'], import('./LanguageSwitch.tsx')).then((module) => module.LanguageSwitch),
);
export const languageLinks = lazyComponent(() =>
  withTexts(['panels'], import('./LanguageSwitch.tsx')).then((module) => module.LanguageLinks),
);

/** Whether the page offers other languages: a shop with language versions, not in the app's webview. */
export function hasLanguageVersions(pageContext: { shop: { languages?: readonly unknown[] }; runtime?: string }): boolean {
  return (pageContext.shop.languages?.length ?? 0) > 1 && pageContext.runtime !== 'webview';
}

/** The header's language switch, where the shop has language versions. */
export function LanguageSwitchSlot() {
  return hasLanguageVersions(usePageContext()) ? <languageSwitch.Deferred /> : null;
}

/** The language links of the footer and the phone's menu, where the shop has language versions. */
export function LanguageLinksSlot() {
  return hasLanguageVersions(usePageContext()) ? <languageLinks.Deferred /> : null;
}
