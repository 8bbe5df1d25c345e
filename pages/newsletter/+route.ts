import type { PageContext } from 'vike/types';
import { newsletterRoute } from './newsletterSteps.ts';

// https://vike.dev/route-function — the newsletter pages: /newsletter/{step} (steps in
// newsletterSteps.ts), and /newsletter itself, which leads to the subscribe page.
export default (pageContext: PageContext) => newsletterRoute(pageContext.urlPathname);
