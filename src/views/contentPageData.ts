import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ContentPageQuery as QueryType } from '../features/content/__generated__/ContentPageQuery.graphql.ts';
import { ContentPageQuery } from '../features/content/ContentPageQuery.ts';
import { pagePath } from '../features/content/links.ts';
import { SHARED_FOR, type createPageLoader } from '../relay/pageData.ts';
import type { ContentPageType } from './contentRoute.ts';

/**
 * The page entry of a content route, critical: an unknown slug (or a draft outside preview)
 * answers 404. Title, description, canonical and robots come from the entry.
 */
export async function loadContentPage(pageContext: PageContextServer, load: ReturnType<typeof createPageLoader>) {
  const pageType = pageContext.routeParams.pageType as ContentPageType;
  const slug = pageContext.routeParams.slug ?? '';
  if (!slug) throw render(404);
  const preview = pageContext.preview;
  const variables = { slug, pageType, locale: pageContext.shop.locale, preview };
  const data = await load.critical<QueryType>('content', ContentPageQuery, variables, { sharedFor: SHARED_FOR.page });
  const page = data.pageCollection.items[0];
  if (!page) throw render(404);
  return {
    variables,
    title: page.title ?? page.slug,
    seoTitle: page.seoTitle ?? null,
    description: page.seoDescription ?? null,
    robots: page.robots ?? null,
    canonicalPath: pagePath(page.pageType, page.slug),
    // Inspiration pages open with inspirational text: a skip link leads past it.
    skipTargets: pageType === 'inspiration' ? (['inspirationText'] as const) : ([] as const),
  };
}
