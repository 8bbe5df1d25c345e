import type { PageContextServer } from 'vike/types';
import { consentPanel } from '../src/features/consent/consentPanelCode.ts';
import { previewBanner } from '../src/features/frame/previewBannerCode.ts';
import { hasLanguageVersions, languageLinks, languageSwitch } from '../src/features/language/LanguageSlots.tsx';
import { desktopNavigationTabs } from '../src/features/navigation/DesktopNavigation.tsx';
import { recommendationPlace } from '../src/features/recommendations/LazyRecommendationPlace.tsx';
import type { FrameNavigationQuery as FrameNavigationQueryType } from '../src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts';
import { FrameNavigationQuery, frameNavigationVariables } from '../src/features/navigation/FrameNavigationQuery.ts';
import { SHARED_FOR, type createPageLoader } from '../src/relay/pageData.ts';
import type { FrameData } from '../src/shop/pageContext.d.ts';

/**
 * Loads what the page frame shows (the navigation, the same for every visitor) into the page's
 * records, and the code of the frame's parts that the browser loads lazily.
 */
export async function loadFrame(pageContext: PageContextServer, load: ReturnType<typeof createPageLoader>): Promise<FrameData> {
  const navigationVariables = frameNavigationVariables(pageContext.shop);
  const [navigation] = await Promise.all([
    load.deferred<FrameNavigationQueryType>('shop', FrameNavigationQuery, navigationVariables, { sharedFor: SHARED_FOR.frame }),
    desktopNavigationTabs.preload(),
    recommendationPlace.preload(),
    pageContext.preview ? previewBanner.preload() : null,
    // Every page carries the consent banner, except for crawlers and in the app (ConsentBanner).
    pageContext.isBot || pageContext.runtime === 'webview' ? null : consentPanel.preload(),
    hasLanguageVersions(pageContext) ? languageSwitch.preload() : null,
    hasLanguageVersions(pageContext) ? languageLinks.preload() : null,
  ]);
  return { navigationVariables: navigation ? navigationVariables : null };
}
