import type { PageContextServer } from 'vike/types';
import { accountViewQuery } from '../../src/features/account/accountViewQueries.ts';
import { preloadAreaContent } from '../../src/features/account/accountViews.ts';
import { areaContent, customerRoute } from '../../src/features/account/customerRoutes.ts';
import type { AccountSession } from '../../src/features/account/sessionState.ts';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { tokenRefused } from '../../src/relay/personalData.ts';
import { loadFrame } from '../frameData.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — the account area (/customer and below). The server knows the login from
// the HttpOnly auth cookie: a customer's page comes with the path's view and its data loaded with
// the token, a guest's with the login prompt, private either way (src/server/personalPages.ts). A
// token the API refuses ends the session (the server removes its cookies) and the page shows the
// login prompt, saying the session ran out; any other failure leaves the data out and the view
// shows its failure text with a retry (AccountQuery). The frame degrades as elsewhere.
export async function data(pageContext: PageContextServer) {
  const load = createPageLoader(pageContext);
  const token = !!pageContext.serverApi.shop.visitor?.token;
  const content = areaContent(customerRoute(pageContext.urlPathname), {
    loggedIn: token,
    activation: pageContext.urlParsed.search.activate,
  });
  const view = content.kind === 'view' ? accountViewQuery(content.route, pageContext.urlParsed.search) : null;
  const [frame] = await Promise.all([
    loadFrame(pageContext, load),
    view && load.personal(view.query, view.variables),
    preloadAreaContent(content),
  ]);
  const personal = load.personalOutcomes();
  const refused = tokenRefused(personal);
  if (refused) await preloadAreaContent({ kind: 'login' });
  const session: AccountSession = { loggedIn: token && !refused, ended: refused ? 'expired' : null };
  return { frame, records: load.records(), personal, session };
}
