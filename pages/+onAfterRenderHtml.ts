import type { PageContextServer } from 'vike/types';
import { setPageHtmlAside } from '../src/server/pageSlot.ts';

// The page's HTML and records wait outside the document while Vike writes its tags into it (see pageSlot.ts).
export default function onAfterRenderHtml(pageContext: PageContextServer) {
  setPageHtmlAside(pageContext);
}
