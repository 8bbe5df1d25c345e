import type { QueryResolvers } from '../../__generated__/content-resolvers.ts';
import { CONTENT_ENTRIES } from '../../data/content.ts';
import { unauthenticated } from '../../sessions/auth.ts';

export const Query = {
  pageCollection: (_, { where, limit, preview }, context) => {
    if (preview && context.token !== 'preview') throw unauthenticated('Preview requires the preview token');
    const items = CONTENT_ENTRIES.filter(
      (entry) => (preview || !entry.draft) && (where?.slug == null || entry.page.slug === where.slug),
    ).map((entry) => entry.page);
    return { total: items.length, items: items.slice(0, Math.max(0, limit ?? 100)) };
  },
} satisfies QueryResolvers;
