import type { PageContext } from 'vike/types';
import { contentRoute } from '../../src/views/contentRoute.ts';

// https://vike.dev/route-function — /content/{slug}, /inspiration/{slug} and /outfit/{slug}: one
// page for the three content page types (the slug may have several segments).
export default (pageContext: PageContext) => contentRoute(pageContext.urlPathname);
