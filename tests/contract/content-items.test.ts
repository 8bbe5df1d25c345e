import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_KNOWN, MISCONFIGURED_ITEMS } from '../../mock-server/data/content/fixtures.ts';
import {
  ContractModalQueryDocument,
  ContractPageContentQueryDocument,
  type ContractPageContentQueryQuery,
} from './__generated__/content/graphql.ts';
import { CONTENT_TOKEN, PREVIEW_TOKEN, post } from './support.ts';

const content = async <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, token = CONTENT_TOKEN) => {
  const { body } = await post(document, variables, { path: '/content/graphql', headers: { authorization: `Bearer ${token}` } });
  expect(body.errors).toBeUndefined();
  return body.data!;
};

type PageResult = ContractPageContentQueryQuery['pageCollection']['items'][number];

/** Every item of the union, from the generated types: the test fails to compile when one is missing. */
const CONTENT_ITEM_TYPES: Record<PageResult['contentCollection']['items'][number]['__typename'], true> = {
  Accordion: true,
  ActionButton: true,
  AnchorLink: true,
  AssetSet: true,
  Banner: true,
  Box: true,
  Button: true,
  Card: true,
  CategoryTile: true,
  Checklist: true,
  ContactBox: true,
  ContentItemAsset: true,
  CookieList: true,
  Coupon: true,
  DosDonts: true,
  ExternalLink: true,
  Eyecatcher: true,
  IFrame: true,
  InspirationItem: true,
  InternalLink: true,
  Layout: true,
  LegalHint: true,
  LinkBox: true,
  Modal: true,
  OutfitItem: true,
  Panel: true,
  PhoneBox: true,
  PromotionCard: true,
  PromotionCarousel: true,
  Recommendation: true,
  RecommendationGkAir: true,
  Richtext: true,
  SeoAdvice: true,
  TableOfContents: true,
  Text: true,
  Tip: true,
  Video: true,
};

const allPages = async (preview: boolean) =>
  (await content(ContractPageContentQueryDocument, { preview }, preview ? PREVIEW_TOKEN : CONTENT_TOKEN)).pageCollection.items;

/** Walks any result value and calls visit for each object with a __typename. */
function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record['__typename'] === 'string') visit(record);
    for (const [key, child] of Object.entries(record)) if (key !== 'json' && key !== 'linkBox') walk(child, visit);
  }
}

interface DocNode {
  nodeType: string;
  data: { target?: { sys: { id: string; linkType: string } }; uri?: string };
  content?: DocNode[];
  marks?: { type: string }[];
}

function docNodes(node: DocNode): DocNode[] {
  return [node, ...(node.content ?? []).flatMap(docNodes)];
}

interface RichTextResult {
  json: unknown;
  links: {
    entries: { block: { sys: { id: string } }[]; inline: { sys: { id: string } }[]; hyperlink: { sys: { id: string } }[] };
    assets: { block: { sys: { id: string } }[] };
  };
}

/** Every rich-text field in a result, found by shape. */
function richTexts(value: unknown): RichTextResult[] {
  const found: RichTextResult[] = [];
  const visit = (current: unknown) => {
    if (Array.isArray(current)) current.forEach(visit);
    else if (typeof current === 'object' && current !== null) {
      if ('json' in current && 'links' in current) found.push(current as RichTextResult);
      else Object.values(current).forEach(visit);
    }
  };
  visit(value);
  return found;
}

const BLOCK_TYPES = new Set([
  'document',
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'unordered-list',
  'ordered-list',
  'list-item',
  'blockquote',
  'hr',
  'table',
  'table-row',
  'table-header-cell',
  'table-cell',
  'embedded-entry-block',
  'embedded-asset-block',
]);
const INLINE_TYPES = new Set(['text', 'hyperlink', 'entry-hyperlink', 'embedded-entry-inline']);

describe('content items', () => {
  it('use every type of the ContentItem union somewhere', async () => {
    const seen = new Set<string>();
    for (const page of await allPages(false)) {
      walk(page.contentCollection.items, (node) => seen.add(node['__typename'] as string));
    }
    const missing = Object.keys(CONTENT_ITEM_TYPES).filter((type) => !seen.has(type));
    expect(missing).toEqual([]);
  });

  it('put the most used types on pages directly, not only nested', async () => {
    const topLevel = new Set((await allPages(false)).flatMap((page) => page.contentCollection.items.map((item) => item.__typename)));
    const onlyNested = Object.keys(CONTENT_ITEM_TYPES).filter((type) => !topLevel.has(type as never));
    // Category tiles live in layouts, as the shop places them.
    expect(onlyNested).toEqual(['CategoryTile']);
  });

  for (const preview of [false, true]) {
    it(`keep rich-text json and links consistent (${preview ? 'preview' : 'delivery'})`, async () => {
      const { modalCollection } = await content(ContractModalQueryDocument, { preview }, preview ? PREVIEW_TOKEN : CONTENT_TOKEN);
      const documents = richTexts([await allPages(preview), modalCollection]);
      expect(documents.length).toBeGreaterThanOrEqual(38);
      for (const { json, links } of documents) {
        const nodes = docNodes(json as DocNode);
        expect(nodes[0]!.nodeType).toBe('document');
        for (const node of nodes) expect(BLOCK_TYPES.has(node.nodeType) || INLINE_TYPES.has(node.nodeType)).toBe(true);
        const targets = (type: string) => nodes.filter((node) => node.nodeType === type).map((node) => node.data.target!.sys.id);
        const ids = (list: { sys: { id: string } }[]) => list.map((item) => item.sys.id);
        expect(new Set(targets('embedded-entry-block'))).toEqual(new Set(ids(links.entries.block)));
        expect(new Set(targets('embedded-entry-inline'))).toEqual(new Set(ids(links.entries.inline)));
        expect(new Set(targets('entry-hyperlink'))).toEqual(new Set(ids(links.entries.hyperlink)));
        expect(new Set(targets('embedded-asset-block'))).toEqual(new Set(ids(links.assets.block)));
      }
    });
  }

  it('use every block type, both marks and every embedding in rich text', async () => {
    const { modalCollection } = await content(ContractModalQueryDocument, {});
    const nodes = richTexts([await allPages(false), modalCollection]).flatMap(({ json }) => docNodes(json as DocNode));
    const used = new Set(nodes.map((node) => node.nodeType));
    for (const type of [...BLOCK_TYPES, ...INLINE_TYPES]) expect(used, type).toContain(type);
    const marks = new Set(nodes.flatMap((node) => node.marks ?? []).map((mark) => mark.type));
    expect([...marks].sort()).toEqual(['bold', 'italic']);
  });

  it('carry the anchor heading of the sustainability page', async () => {
    const { pageCollection } = await content(ContractPageContentQueryDocument, { where: { slug: CONTENT_KNOWN.anchor.slug } });
    const headings = richTexts(pageCollection)
      .flatMap(({ json }) => docNodes(json as DocNode))
      .filter((node) => node.nodeType.startsWith('heading-'));
    const texts = headings.map((heading) => (heading.content ?? []).map((child) => (child as { value?: string }).value ?? '').join(''));
    expect(texts).toContain('GOTS und OCS');
    const anchors = pageCollection.items[0]!.contentCollection.items.filter((item) => item.__typename === 'AnchorLink');
    expect(anchors).toContainEqual(expect.objectContaining({ anchor: CONTENT_KNOWN.anchor.anchor }));
  });

  it('include the misconfigured items the front end must skip', async () => {
    const pages = await allPages(false);
    for (const expected of MISCONFIGURED_ITEMS) {
      const page = pages.find((candidate) => candidate.slug === expected.slug)!;
      const found: Record<string, unknown>[] = [];
      walk(page.contentCollection.items, (node) => {
        if ((node['sys'] as { id?: string } | undefined)?.id === expected.id) found.push(node);
      });
      expect(
        found.map((node) => node['__typename']),
        expected.id,
      ).toEqual([expected.type]);
      const item = found[0]!;
      const columns = () => (item['columnsCollection'] as { total: number }).total;
      switch (expected.warning) {
        case 'ActionButton with missing label detected':
          expect(item).toMatchObject({ label: null });
          break;
        case 'ActionButton with unsupported type detected':
          expect(['CHAT', 'OPTOUT', 'PRINT']).not.toContain(item['type']);
          break;
        case 'PhoneBox with missing props detected':
          expect(item).toMatchObject({ number: null, disclaimer: null });
          break;
        case 'Coupon without code':
          expect(item).toMatchObject({ code: null });
          break;
        case 'Layout with unsupported column detected':
          expect(columns()).toBe(5);
          break;
        case 'Empty layout detected':
          expect(columns()).toBe(0);
          break;
        case 'Card with missing data detected':
          expect(item).toMatchObject({ promotion: null });
          break;
        case 'Link with missing externalTarget detected':
          expect(item).toMatchObject({ externalTarget: null });
          break;
        case 'Failed to render Linkbox':
          expect(item['linkBox']).not.toHaveProperty('linkboxEntries');
          break;
        case 'Recommendation with missing recommendationType detected':
          expect(item).toMatchObject({ recommendationType: null });
          break;
        case 'GK Air Recommendation with missing service/outputId detected':
          expect(item).toMatchObject({ outputId: null, gkAirService: { serviceId: null } });
          break;
      }
    }
  });

  it('give layouts supported column counts, ratios and alignments elsewhere', async () => {
    const layouts: Record<string, unknown>[] = [];
    walk(await allPages(false), (node) => {
      if (node['__typename'] === 'Layout') layouts.push(node);
    });
    const misconfigured = new Set<string>(MISCONFIGURED_ITEMS.map((item) => item.id));
    for (const layout of layouts as {
      sys: { id: string };
      columnsCollection: { total: number };
      ratio: string | null;
      verticalAlignment: string;
      maxPageWidth: string;
    }[]) {
      if (misconfigured.has(layout.sys.id)) continue;
      expect([1, 2, 3, 4, 6]).toContain(layout.columnsCollection.total);
      if (layout.ratio !== null) expect(layout.columnsCollection.total === 2 && ['25/75', '75/25'].includes(layout.ratio)).toBe(true);
      expect(['top', 'center', 'bottom']).toContain(layout.verticalAlignment);
      expect(['default (100%)', '65%']).toContain(layout.maxPageWidth);
    }
    expect(new Set(layouts.map((layout) => (layout as { columnsCollection: { total: number } }).columnsCollection.total))).toEqual(
      new Set([0, 2, 3, 4, 5, 6]),
    );
  });

  it('configure recommendations for the recommendation service', async () => {
    const pages = await allPages(false);
    const homepage = pages.find((page) => page.slug === 'homepage')!;
    const recommendations = homepage.contentCollection.items.filter((item) => item.__typename === 'Recommendation');
    expect(recommendations).toEqual([
      expect.objectContaining({
        recommendationType: 'GK Air',
        displayType: 'Reco Slider',
        outputId: '1',
        gkAirService: {
          serviceId: 'homepage',
          parametersCollection: { items: [{ name: 'pageType', value: 'homepage' }] },
          outputConfigCollection: {
            items: [
              { outputId: '1', imageType: 'model' },
              { outputId: '2', imageType: 'model' },
            ],
          },
        },
      }),
      expect.objectContaining({ recommendationType: 'Wishlist', displayType: 'Assortment Cards', gkAirService: null }),
    ]);
    const inspiration = pages
      .find((page) => page.slug === 'wohnen-im-herbst')!
      .contentCollection.items.filter((item) => item.__typename === 'InspirationItem');
    expect(
      inspiration.map(
        (item) =>
          item.__typename === 'InspirationItem' &&
          [item.image1Cloudinary, item.image2Cloudinary, item.image3Cloudinary].filter(Boolean).length + item.imagesCollection.total,
      ),
    ).toEqual([3, 2, 4]);
    for (const item of inspiration) {
      if (item.__typename !== 'InspirationItem') continue;
      expect(item.recommendationGkAir).toMatchObject({ outputId: '1', gkAirService: { serviceId: 'inspirationPage' } });
    }
    const outfits = pages
      .find((page) => page.slug === 'business-casual')!
      .contentCollection.items.filter((item) => item.__typename === 'OutfitItem');
    expect(outfits).toHaveLength(2);
    for (const outfit of outfits)
      expect(outfit).toMatchObject({ recommendationGkAir: { outputId: 'outfit', gkAirService: { serviceId: 'outfitPage' } } });
  });

  it('give asset sets every ratio variant in its ratio', async () => {
    const homepage = (await allPages(false)).find((page) => page.slug === 'homepage')!;
    const set = homepage.contentCollection.items.find((item) => item.__typename === 'AssetSet');
    if (set?.__typename !== 'AssetSet') throw new Error('no asset set on the homepage');
    const ratios = { ratio4To3: 4 / 3, ratio3To4: 3 / 4, ratio2To1: 2, ratio1To1: 1, ratio7To1: 7, ratio3To1: 3 } as const;
    for (const [key, ratio] of Object.entries(ratios)) {
      const variant = set[key as keyof typeof ratios]!;
      expect(variant.width! / variant.height!).toBeCloseTo(ratio, 5);
      expect(variant.url).toBe(`/images/content/${variant.sys.id}.webp`);
      expect(variant.contentType).toBe('image/webp');
      expect(variant.description).toBe(set.alt);
    }
    // The media CDN's form of the same picture: versioned and foldered like the real CDN's URLs.
    expect(set.ratio3To4Cloudinary![0]).toMatchObject({
      secure_url: `/images/content/image/upload/v1/content/${set.ratio3To4!.sys.id}.webp`,
      resource_type: 'image',
      format: 'webp',
    });
  });

  it('resolve promotion links, legal hints and coupons', async () => {
    const homepage = (await allPages(false)).find((page) => page.slug === 'homepage')!;
    const carousel = homepage.contentCollection.items.find((item) => item.__typename === 'PromotionCarousel');
    if (carousel?.__typename !== 'PromotionCarousel') throw new Error('no carousel');
    const [strick, wohnen] = carousel.cardsCollection.items.map((card) => card.promotion!);
    expect(strick).toMatchObject({
      _id: 'PROMO-2026-44-STRICK',
      link: { __typename: 'ExternalLink', externalTarget: '/damen-mode/oberteile/pullover' },
      legalHint: { id: CONTENT_KNOWN.legalHints.herbst15, coupon: { code: CONTENT_KNOWN.coupons.herbst15 } },
      pinnedProductIDs: ['P100071', 'P100072', 'P100083'],
    });
    // No link of its own: the automated link of the category image link applies.
    expect(wohnen).toMatchObject({
      link: null,
      categoryImageLink: { categoryPath: '/wohnen/heimtextilien/teppiche', productId: 'P100517' },
    });
    const coupon = homepage.contentCollection.items.find((item) => item.__typename === 'Coupon');
    expect(coupon).toMatchObject({
      code: 'HERBST15',
      showQrCode: true,
      hideInfoButton: false,
      layoutColor: 'beige',
      couponImage: { sys: { id: 'as-coupon-herbst' } },
    });
  });

  it('are the same on every request', async () => {
    expect(JSON.stringify(await allPages(false))).toBe(JSON.stringify(await allPages(false)));
  });
});
