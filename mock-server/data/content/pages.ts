import type { ContentItem, Page, PageType } from '../../__generated__/content-resolvers.ts';
import { collection, entry, type EntryShape } from './model.ts';

export interface PageFields {
  title: string;
  seoTitle?: string;
  seoDescription?: string;
  robots?: string;
  headline: string;
  intro: string;
  /** Entries the page shows, in order; shared records are linked with ref(). */
  items: (ContentItem | EntryShape)[];
}

/** A page; its sys id is 'page-' + slug. */
export function page(
  slug: string,
  pageType: PageType,
  fields: PageFields,
  publishedAt: string,
  version = 1,
  firstPublishedAt = publishedAt,
): Page {
  const built = entry<Page>(
    'Page',
    `page-${slug}`,
    {
      slug,
      pageType,
      title: fields.title,
      seoTitle: fields.seoTitle ?? `${fields.title} | Mode & Wohnen online`,
      seoDescription: fields.seoDescription ?? fields.intro,
      robots: fields.robots ?? null,
      headline: fields.headline,
      intro: fields.intro,
      contentCollection: collection(fields.items as ContentItem[]),
    },
    publishedAt,
  );
  built.sys = { ...built.sys, publishedVersion: version, firstPublishedAt };
  return built;
}
