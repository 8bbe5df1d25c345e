import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

/**
 * The preview banner's code, a chunk of its own: only editors in a preview session load it. The
 * server preloads it with the frame's data of a preview request (pages/frameData.ts).
 */
export const previewBanner = lazyComponent(() =>
  withTexts(['panels'], import('./PreviewBanner.tsx')).then((module) => module.PreviewBanner),
);
