import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_KNOWN } from '../../mock-server/data/content/fixtures.ts';
import {
  ContractPageContentQueryDocument,
  ContractPageQueryDocument,
  ContractPagesQueryDocument,
  ContractPagingQueryDocument,
  type ContractPagesQueryQueryVariables,
} from './__generated__/content/graphql.ts';
import { CONTENT_TOKEN, PREVIEW_TOKEN, errorCode, post } from './support.ts';

const content = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  token: string | null = CONTENT_TOKEN,
) => post(document, variables, { path: '/content/graphql', headers: token ? { authorization: `Bearer ${token}` } : {} });

const PUBLISHED_SLUGS = [
  CONTENT_KNOWN.pages.homepage,
  ...CONTENT_KNOWN.pages.content,
  ...CONTENT_KNOWN.pages.inspiration,
  ...CONTENT_KNOWN.pages.outfit,
];

const pages = async (variables: ContractPagesQueryQueryVariables, token: string = CONTENT_TOKEN) => {
  const { body } = await content(ContractPagesQueryDocument, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data!.pageCollection;
};

describe('content API: pages', () => {
  it('serves the homepage with headline and intro', async () => {
    const { status, body } = await content(ContractPageQueryDocument, { slug: 'homepage' });
    expect(status).toBe(200);
    const collection = body.data!.pageCollection;
    expect(collection).toMatchObject({ total: 1, skip: 0, limit: 100 });
    expect(collection.items[0]).toMatchObject({
      slug: 'homepage',
      pageType: 'homepage',
      headline: 'Willkommen in unserem Shop!',
      sys: { id: 'page-homepage', publishedVersion: 14 },
    });
    expect(collection.items[0]!.intro).toMatch(/^Entdecken Sie die neue Herbst- und Winterkollektion 2026/);
    expect(collection.items[0]!.sys.publishedAt! < '2026-11-01T10:00:00Z').toBe(true);
  });

  it.each(CONTENT_KNOWN.pages.content)('serves the content page /content/%s', async (slug) => {
    const item = (await content(ContractPageQueryDocument, { slug })).body.data!.pageCollection.items[0]!;
    expect(item).toMatchObject({ slug, pageType: 'content' });
    expect(item.title).toBeTruthy();
    expect(item.seoTitle).toBeTruthy();
    expect(item.seoDescription).toBeTruthy();
    expect(item.headline).toBeTruthy();
    expect(item.intro).toBeTruthy();
  });

  it('lists every published page, with the inspiration and outfit pages', async () => {
    const all = await pages({});
    expect(all.items.map((page) => page.slug).sort()).toEqual([...PUBLISHED_SLUGS].sort());
    expect(all.total).toBe(PUBLISHED_SLUGS.length);
  });

  it('filters by pageType, pageType_in, slug_in and sys ids', async () => {
    expect((await pages({ where: { pageType: 'inspiration' } })).items.map((p) => p.slug)).toEqual(['wohnen-im-herbst']);
    expect((await pages({ where: { pageType: 'outfit' } })).items.map((p) => p.slug)).toEqual(['business-casual']);
    expect((await pages({ where: { pageType_in: ['inspiration', 'outfit'] } })).total).toBe(2);
    expect((await pages({ where: { slug_in: ['agb', 'widerrufsrecht', 'gibt-es-nicht'] } })).items.map((p) => p.slug)).toEqual([
      'agb',
      'widerrufsrecht',
    ]);
    expect((await pages({ where: { sys: { id: 'page-faqs' } } })).items.map((p) => p.slug)).toEqual(['faqs']);
    expect((await pages({ where: { sys: { id_in: ['page-agb', 'page-lieferung'] } } })).total).toBe(2);
    // Conditions combine with AND.
    expect((await pages({ where: { slug: 'agb', pageType: 'outfit' } })).total).toBe(0);
  });

  it('answers an unknown slug with an empty collection', async () => {
    expect((await content(ContractPageQueryDocument, { slug: 'gibt-es-nicht' })).body.data!.pageCollection).toEqual({
      total: 0,
      skip: 0,
      limit: 100,
      items: [],
    });
  });

  it('counts before limit and skip', async () => {
    const first = await pages({ limit: 2 });
    expect(first).toMatchObject({ total: PUBLISHED_SLUGS.length, limit: 2, skip: 0 });
    expect(first.items).toHaveLength(2);
    const next = await pages({ limit: 2, skip: 2 });
    expect(next.items.map((p) => p.slug)).toEqual((await pages({})).items.slice(2, 4).map((p) => p.slug));
    expect((await pages({ limit: 0 })).items).toEqual([]);
    expect((await pages({ skip: 100 })).items).toEqual([]);
  });

  it('refuses limits above 1000 and negative skips', async () => {
    for (const variables of [{ limit: 1001 }, { limit: -1 }, { skip: -1 }]) {
      const { body } = await content(ContractPagesQueryDocument, variables);
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
    }
  });

  it('pages nested collections too', async () => {
    const { body } = await content(ContractPagingQueryDocument, { slug: 'homepage', limit: 3, skip: 1, cardsLimit: 2, cardsSkip: 1 });
    const collection = body.data!.pageCollection.items[0]!.contentCollection;
    expect(collection).toMatchObject({ total: 11, skip: 1, limit: 3 });
    expect(collection.items.map((item) => item.__typename)).toEqual(['AssetSet', 'PromotionCarousel', 'Text']);
    const carousel = collection.items[1];
    expect(carousel?.__typename === 'PromotionCarousel' && carousel.cardsCollection).toEqual({
      total: 5,
      skip: 1,
      limit: 2,
      items: [{ sys: { id: 'card-home-wohnen' } }, { sys: { id: 'card-home-sale' } }],
    });
  });

  it('serves content to every shop locale and none to other locales', async () => {
    for (const locale of ['de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK']) {
      expect((await pages({ locale })).total, locale).toBe(PUBLISHED_SLUGS.length);
    }
    for (const locale of ['en-US', 'de']) expect((await pages({ locale })).total).toBe(0);
  });
});

describe('content API: tokens and preview', () => {
  it('refuses missing and wrong tokens with HTTP 401', async () => {
    for (const token of [null, 'wrong-token']) {
      const { status, body } = await content(ContractPageQueryDocument, { slug: 'homepage' }, token);
      expect(status).toBe(401);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
    }
  });

  it('serves published content to the preview token without preview', async () => {
    expect((await pages({}, PREVIEW_TOKEN)).total).toBe(PUBLISHED_SLUGS.length);
  });

  it('refuses preview with the delivery token', async () => {
    const refused = await content(ContractPageQueryDocument, { slug: 'homepage', preview: true });
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe('UNAUTHENTICATED');
  });

  it('shows the draft page only in preview with the preview token', async () => {
    const slug = CONTENT_KNOWN.draftPage;
    expect((await content(ContractPageQueryDocument, { slug })).body.data!.pageCollection.total).toBe(0);
    expect((await content(ContractPageQueryDocument, { slug }, PREVIEW_TOKEN)).body.data!.pageCollection.total).toBe(0);
    const draft = (await content(ContractPageQueryDocument, { slug, preview: true }, PREVIEW_TOKEN)).body.data!.pageCollection;
    expect(draft.items[0]).toMatchObject({
      slug,
      robots: 'noindex, nofollow',
      sys: { publishedAt: null, firstPublishedAt: null, publishedVersion: null },
    });
    expect((await pages({ preview: true }, PREVIEW_TOKEN)).total).toBe(PUBLISHED_SLUGS.length + 1);
  });

  it('shows the draft change of a published page only in preview', async () => {
    const { slug, draftIntro, draftQuestion } = CONTENT_KNOWN.changedPage;
    const questions = async (preview: boolean) => {
      const { body } = await content(ContractPageContentQueryDocument, { where: { slug }, preview }, PREVIEW_TOKEN);
      const page = body.data!.pageCollection.items[0]!;
      const titles = page.contentCollection.items.flatMap((item) =>
        item.__typename === 'Accordion' ? item.itemsCollection.items.map((entry) => entry.title) : [],
      );
      return { page, titles };
    };
    const published = await questions(false);
    const preview = await questions(true);
    expect(published.page.intro).not.toMatch(draftIntro);
    expect(preview.page.intro).toMatch(draftIntro);
    expect(published.titles).not.toContain(draftQuestion);
    expect(preview.titles).toContain(draftQuestion);
    expect(preview.titles).toHaveLength(published.titles.length + 1);
    // Still the published version's metadata: the change is not published yet.
    expect(preview.page.sys).toEqual(published.page.sys);
  });

  it('resolves links to the draft page only in preview', async () => {
    const target = async (preview: boolean) => {
      const { body } = await content(ContractPageContentQueryDocument, { where: { slug: 'wohnen-im-herbst' }, preview }, PREVIEW_TOKEN);
      const link = body.data!.pageCollection.items[0]!.contentCollection.items.find(
        (item) => item.__typename === 'InternalLink' && item.label === 'Zum Adventskalender',
      );
      return link?.__typename === 'InternalLink' ? link.internalTarget : undefined;
    };
    expect(await target(false)).toBeNull();
    expect(await target(true)).toEqual({ slug: CONTENT_KNOWN.draftPage, pageType: 'content' });
  });
});
