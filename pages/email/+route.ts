import type { PageContext } from 'vike/types';

// https://vike.dev/route — the e-mail verification page: every path starting /email.
export default function route(pageContext: PageContext) {
  return pageContext.urlPathname.startsWith('/email');
}
