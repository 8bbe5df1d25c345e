import { track, virtualPageViewEvent } from './analyticsEvents.ts';
import { pageTypeFromPath } from './pageType.ts';

/** A client-side navigation reached `path` (logical, without the /webview prefix). */
export function trackVirtualPageView(path: string, title: string): void {
  track(virtualPageViewEvent(path, title, pageTypeFromPath(path)));
}
