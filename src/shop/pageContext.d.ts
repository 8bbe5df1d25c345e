import type { Feature } from '../i18n/catalogue.ts';
import type { ApiEndpoint } from '../relay/environment.ts';
import type { PackedPageRecords } from '../relay/pageRecords.ts';
import type { PersonalOutcomes } from '../relay/personalData.ts';
import type { PageType } from './page/pageType.ts';
import type { AppPlatform, Runtime } from './page/runtime.ts';
import type { SkipTarget } from './context/skipTargets.ts';
import type { PublicTenant } from './tenant/tenant.ts';

/** What the browser gets to call the APIs itself (personalised data, later navigations). */
export interface ClientApiConfig {
  shopUrl: string;
  contentUrl: string;
  contentToken: string;
  /** Base of product image URLs: the media CDN (IMAGE_CDN_URL) or the mock's /images. */
  imageBase: string;
  /** An editor's preview session: content queries ask for drafts through the shop's preview proxy (contentUrl). */
  contentPreview?: boolean;
  /** The identity provider's login frame (LOGIN_FRAME_URL); unset: the shop's own login form. */
  loginFrameUrl?: string;
  /** The live-chat widget script and its key (content CHAT buttons); absent: no chat. */
  chat?: { scriptUrl: string; widgetKey: string };
  /** The share of page loads whose web vitals are reported (VITALS_SAMPLE_RATE, src/shop/reports/browserReports.ts). */
  vitalsSampleRate?: number;
}

/** Server-only: how +data reaches the APIs (in-process mock or real back ends). */
export interface ServerApiConfig {
  shop: ApiEndpoint;
  content: ApiEndpoint;
}

/** Variables of the frame's queries (pages/frameData.ts); null when they failed to load (the frame degrades). */
export interface FrameData {
  navigationVariables: { locale: string } | null;
}

/**
 * What the frame reads from any page's +data (pages/*\/+data.ts); each page adds its own fields,
 * read with `useData<Data>()`. Every page's +data returns it, the error page's too.
 */
export interface SharedPageData {
  /** The store's records per API, for the server render and the browser (src/relay/pageData.ts). */
  records?: PackedPageRecords;
  /** A personal page's: what became of the visitor's queries it ran on the server (usePersonalQuery). */
  personal?: PersonalOutcomes;
  frame?: FrameData;
  /** Refines the page type of the path (a search without results). */
  pageType?: PageType;
  /** Skip-link targets the page has besides the main content. */
  skipTargets?: readonly SkipTarget[];
}

declare global {
  namespace Vike {
    interface Config {
      /** The catalogue features the page type's scripts read before it renders (pages/<page>/+texts.ts). */
      texts?: readonly Feature[];
      /** Features the page type's scripts read only in rare states, loaded once it is interactive (pages/<page>/+textsLater.ts). */
      textsLater?: readonly Feature[];
    }
    interface PageContext {
      shop: PublicTenant;
      runtime: Runtime;
      basePath: '' | '/webview';
      clientApi: ClientApiConfig;
      isBot: boolean;
      /** The phone platform of the request's user agent (the smart banner's store link). */
      appPlatform: AppPlatform;
      /** From the logical path (section 2.1 of the specification). */
      pageType: PageType;
      data?: SharedPageData;
    }
    interface PageContextServer {
      serverApi: ServerApiConfig;
      themeCss: string;
      themeColor: string;
      robots: string;
      /** Content preview mode is on for this request (valid preview cookie): drafts are shown. */
      preview: boolean;
    }
  }
}
