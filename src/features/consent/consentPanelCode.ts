import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

/**
 * The consent banner's code, a chunk of its own: the browser loads it only for a visitor who has
 * not decided. The server preloads it with the frame's data (pages/frameData.ts), since every page's
 * HTML carries the banner.
 */
export const consentPanel = lazyComponent(() => withTexts(['panels'], import('./ConsentPanel.tsx')).then((module) => module.default));
