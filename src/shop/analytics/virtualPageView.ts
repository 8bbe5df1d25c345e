import { track } from './index.ts';
import { pageTypeFromPath } from '../page/pageType.ts';
import { touchVisit } from './visitAnalytics.ts';

/** A client-side navigation reached `path` (logical, without the /webview prefix); it keeps the visit going. */
export function trackVirtualPageView(path: string, title: string): void {
  touchVisit();
  track((e) => e.virtualPageViewEvent(path, title, pageTypeFromPath(path)));
}
