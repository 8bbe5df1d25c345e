import type { Auth } from './sessions/auth.ts';
import type { VisitorState } from './sessions/store.ts';

/** GraphQL context of the shop + personalised endpoint. */
export interface ShopContext {
  visitor: VisitorState;
  auth: Auth;
}

/** GraphQL context of the content endpoint; the request passed the token check already. */
export interface ContentContext {
  /** Which token the request carried: only 'preview' may read drafts. */
  token: 'delivery' | 'preview';
}
