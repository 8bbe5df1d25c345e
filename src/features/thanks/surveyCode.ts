import { withTexts } from '../../i18n/lazyTexts.ts';
import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';

/**
 * The satisfaction survey's code with the form kit it needs, a chunk of its own: the thanks page's
 * first scripts leave it out. The server preloads it with the page's data (pages/thanks/+data.ts),
 * and a loaded page keeps the server's survey until its code is there (`.Deferred`); a navigation
 * to the page loads it before the page renders (pages/thanks/+onBeforeRenderClient.ts).
 */
export const survey = lazyComponent(() => withTexts(['frame', 'form', 'thanks'], import('./Survey.tsx')).then((module) => module.Survey));
