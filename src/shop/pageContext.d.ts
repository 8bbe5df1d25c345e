import type { ApiEndpoint } from '../relay/environment.ts';
import type { PageType } from './pageType.ts';
import type { Runtime } from './runtime.ts';
import type { PublicTenant } from './tenant.ts';

/** What the browser gets to call the APIs itself (personalised data, later navigations). */
export interface ClientApiConfig {
  shopUrl: string;
  contentUrl: string;
  contentToken: string;
}

/** Server-only: how +data reaches the APIs (in-process mock or real back ends). */
export interface ServerApiConfig {
  shop: ApiEndpoint;
  content: ApiEndpoint;
}

declare global {
  namespace Vike {
    interface PageContext {
      shop: PublicTenant;
      runtime: Runtime;
      basePath: '' | '/webview';
      clientApi: ClientApiConfig;
      isBot: boolean;
      /** From the logical path (section 2.1 of the specification). */
      pageType: PageType;
    }
    interface PageContextServer {
      serverApi: ServerApiConfig;
      themeCss: string;
      themeColor: string;
      robots: string;
    }
  }
}
