import type { PageContextClient } from 'vike/types';
import { survey } from '../../src/features/thanks/surveyCode.ts';
import { onBeforeRenderClient as everyPage } from '../+onBeforeRenderClient.ts';

// https://vike.dev/onBeforeRenderClient — as on every page; a navigation to the page (after the
// order) loads the survey's code before React renders, so the survey shows with the page. A loaded
// page hydrates without waiting for it: the server's survey stays until the code is there. A
// chunk that does not arrive leaves the survey out, not the page.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  await Promise.all([everyPage(pageContext), pageContext.isHydration ? null : survey.preload().catch(() => {})]);
}
