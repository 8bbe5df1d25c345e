// The mock in every shop locale: the catalogue, reviews and content a shop of each of the eight
// locales reads, in its language and its tenant's currency, with the German shop's unchanged.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { inShopCurrency } from '../../mock-server/l10n/translate.ts';
import { TENANTS } from '../../tenants/index.ts';
import {
  ContractModalQueryDocument,
  ContractPageContentQueryDocument,
  ContractPhoneBoxQueryDocument,
} from './__generated__/content/graphql.ts';
import {
  ContractLocaleListingQueryDocument,
  ContractLocaleNavigationQueryDocument,
  ContractLocaleProductQueryDocument,
  ContractLocaleReviewStatisticsQueryDocument,
  ContractReviewDisplayQueryDocument,
} from './__generated__/shop/graphql.ts';
import { CONTENT_TOKEN, post } from './support.ts';

const GERMAN_LOCALES = ['de-DE', 'de-AT', 'de-CH'] as const;
const OTHER_LOCALES = ['fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'] as const;
const ALL_LOCALES = [...GERMAN_LOCALES, ...OTHER_LOCALES];

/** Common German words; none may be left in a text of another language. */
const GERMAN_WORDS = new Set(
  'und mit aus für von der das Sie Ihre Ihr Ihnen wir unser unsere ist nicht oder auch bei Bestellung Warenkorb Lieferung Versandkosten Rücksendung Größe Damen Herren Kleid Kleider Schuhe Wohnen Baumwolle Besonderheit Pflegehinweis entdecken'.split(
    ' ',
  ),
);
/** Words of a text, addresses left out (the shop's e-mail domain is mode-und-wohnen.example in every language). */
const wordsOf = (text: string) => text.replace(/\S+@\S+/g, '').match(/\p{L}+/gu) ?? [];
const germanWordsIn = (texts: readonly string[]) =>
  texts.flatMap((text) =>
    wordsOf(text)
      .filter((word) => GERMAN_WORDS.has(word))
      .map((word) => `${word} (in "${text}")`),
  );

/** The strings of an answer under the keys a shopper reads (rich text included). */
const VISIBLE = new Set(
  'name description color value headline intro title seoTitle text label alt callToAction couponText hint tipText textList textListDos textListDonts titleDos titleDonts styledText subtitle disclaimer purpose duration linkText attributeKey valueRange userNickname'.split(
    ' ',
  ),
);
function visibleTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return VISIBLE.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => visibleTexts(item, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => visibleTexts(v, k));
  return [];
}

const content = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) =>
  post(document, variables, { path: '/content/graphql', headers: { authorization: `Bearer ${CONTENT_TOKEN}` } });

const product = async (id: string, locale: string) => {
  const { body } = await post(ContractLocaleProductQueryDocument, { id, locale });
  expect(body.errors).toBeUndefined();
  return body.data!.productById!;
};

/** P100002, a generated product, in each locale: German as before, translated elsewhere. */
const NAMES: Readonly<Record<(typeof ALL_LOCALES)[number], string>> = {
  'de-DE': 'Blusenkleid in Wickeloptik',
  'de-AT': 'Blusenkleid in Wickeloptik',
  'de-CH': 'Blusenkleid in Wickeloptik',
  'fr-CH': 'Robe chemisier effet portefeuille',
  'nl-NL': 'Blousejurk met wikkeleffect',
  'cs-CZ': 'Košilové šaty v zavinovacím střihu',
  'sv-SE': 'Skjortklänning i omlottmodell',
  'sk-SK': 'Košeľové šaty v zavinovacom strihu',
};

describe('mock catalogue per locale', () => {
  it.each(ALL_LOCALES)('%s: names a product in its language, at the German paths', async (locale) => {
    const found = await product('P100002', locale);
    expect(found.name).toBe(NAMES[locale]);
    expect(found.breadcrumb.map((b) => b.path)).toEqual(['/damen-mode', '/damen-mode/kleider', '/damen-mode/kleider/sommerkleider']);
  });

  it.each(OTHER_LOCALES)('%s: no German in names, descriptions, attributes, categories and image texts', async (locale) => {
    for (const id of ['P100001', 'P100002', KNOWN.availableProduct, 'P100071', 'P100202', 'P100500', 'P101500', 'P102500', 'P103000']) {
      expect(germanWordsIn(visibleTexts(await product(id, locale))), `${locale} ${id}`).toEqual([]);
    }
    const { body } = await post(ContractLocaleNavigationQueryDocument, { locale });
    expect(germanWordsIn(visibleTexts(body.data!.navigation))).toEqual([]);
  });

  it('keeps the German shop as it was, Swiss German without ß', async () => {
    const german = await product('P100071', 'de-DE');
    expect(german.name).toBe('Pullover »Rügen« in Oversize-Form');
    expect(german.breadcrumb.map((b) => b.name)).toEqual(['Damen-Mode', 'Oberteile', 'Pullover']);
    expect(german.price.currency).toBe('EUR');
    const navigation = (await post(ContractLocaleNavigationQueryDocument, { locale: 'de-DE' })).body.data!.navigation;
    expect(navigation.categories.map((c) => c.name)).toEqual([
      'Damen-Mode',
      'Herren-Mode',
      'Wäsche & Bademode',
      'Schuhe',
      'Wohnen',
      'Schmuck & Uhren',
    ]);
    const swiss = await product('P100071', 'de-CH');
    expect(visibleTexts(swiss).filter((text) => text.includes('ß'))).toEqual([]);
    expect(swiss.attributes).toEqual(german.attributes.map((a) => ({ ...a, value: a.value.replaceAll('ß', 'ss') })));
  });

  it('prices each tenant’s catalogue in the tenant’s currency', async () => {
    const euro = await product('P100002', 'de-DE');
    for (const tenant of TENANTS) {
      const found = await product('P100002', tenant.locale);
      expect(found.price.currency, tenant.code).toBe(tenant.currency);
      expect(
        found.dimensions.flatMap((d) => d.variants.map((v) => v.price.currency)),
        tenant.code,
      ).toEqual(found.dimensions.flatMap((d) => d.variants.map(() => tenant.currency)));
      if (tenant.currency === 'EUR' || tenant.currency === 'CHF') expect(found.price.min, tenant.code).toBe(euro.price.min);
      else expect(found.price.min % 100, `${tenant.code}: whole crowns`).toBe(0);
    }
  });

  it.each([
    ['fr-CH', 'robe', 'Robe'],
    ['nl-NL', 'jurk', 'jurk'],
    ['cs-CZ', 'šaty', 'šaty'],
    ['sv-SE', 'klänning', 'klänning'],
    ['sk-SK', 'šaty', 'šaty'],
  ])('%s: finds products by words of its language and names its filters in it', async (locale, term, inName) => {
    const { body } = await post(ContractLocaleListingQueryDocument, { input: { locale, term, pageSize: 5 } });
    const listing = body.data!.productListing;
    expect(listing.totalItemsCount).toBeGreaterThan(0);
    expect(
      listing.products.every((p) => p.name.toLowerCase().includes(inName.toLowerCase())),
      JSON.stringify(listing.products),
    ).toBe(true);
    expect(germanWordsIn(listing.filters.map((f) => f.name))).toEqual([]);
    expect(listing.filters.map((f) => f.name)).not.toContain('Farbe');
  });
});

describe('mock reviews per locale', () => {
  const reviews = async (locale: string) => {
    const { body } = await post(ContractReviewDisplayQueryDocument, { input: { productId: 'P100001', locale, pageSize: 20 } });
    return body.data!.reviewDisplay;
  };

  it.each(OTHER_LOCALES)('%s: the same stars, written in its language by its customers', async (locale) => {
    const german = await reviews('de-DE');
    const local = await reviews(locale);
    // The stars add up to the product's rating in every locale; names and dates are drawn in the locale's own way.
    const stars = (page: typeof german) => page.reviews.map((r) => r.rating).sort();
    expect(local.totalCount).toBe(german.totalCount);
    expect(stars(local)).toEqual(stars(german));
    expect(germanWordsIn(local.reviews.flatMap((r) => [r.title ?? '', r.text]))).toEqual([]);
    expect(local.reviews.map((r) => r.userNickname).join(' ')).not.toMatch(/ aus |Hamburg|München|Köln/);
    const statistics = (await post(ContractLocaleReviewStatisticsQueryDocument, { productId: 'P100001', locale })).body.data!
      .reviewStatistics;
    expect(germanWordsIn(visibleTexts(statistics.ratingStatistics))).toEqual([]);
    expect(statistics.ratingStatistics!.attributeRatingsAverage.map((a) => a.attributeKey)).not.toEqual([
      'Passform',
      'Qualität',
      'Tragekomfort',
    ]);
  });

  it('answers the same reviews twice (same seed, same bytes)', async () => {
    for (const locale of ALL_LOCALES) expect(await reviews(locale)).toEqual(await reviews(locale));
  });
});

describe('mock content per locale', () => {
  const allPages = async (locale: string) => {
    const { body } = await content(ContractPageContentQueryDocument, { locale });
    expect(body.errors).toBeUndefined();
    return body.data!.pageCollection;
  };

  it.each(ALL_LOCALES)('%s: every page the German shop has, home and content pages', async (locale) => {
    const german = await allPages('de-DE');
    const local = await allPages(locale);
    expect(local.items.map((page) => [page.slug, page.pageType])).toEqual(german.items.map((page) => [page.slug, page.pageType]));
    expect(local.items.find((page) => page.slug === 'homepage')?.contentCollection.total).toBe(
      german.items.find((page) => page.slug === 'homepage')?.contentCollection.total,
    );
  });

  it.each(OTHER_LOCALES)('%s: pages, modals and phone boxes in its language, amounts in its currency', async (locale) => {
    const texts = visibleTexts(await allPages(locale));
    expect(germanWordsIn(texts)).toEqual([]);
    if (!['nl-NL', 'sk-SK'].includes(locale)) expect(texts.filter((text) => text.includes('€'))).toEqual([]);
    const modals = (await content(ContractModalQueryDocument, { locale })).body.data!.modalCollection;
    expect(modals.total).toBeGreaterThan(0);
    expect(germanWordsIn(visibleTexts(modals))).toEqual([]);
    const boxes = (await content(ContractPhoneBoxQueryDocument, { locale })).body.data!.phoneBoxCollection;
    expect(boxes.total).toBeGreaterThan(0);
    expect(germanWordsIn(visibleTexts(boxes))).toEqual([]);
  });

  it('German in the German shops, without ß in Switzerland and with amounts in francs; colour picker names are the same keys everywhere', async () => {
    const german = visibleTexts(await allPages('de-DE'));
    expect(visibleTexts(await allPages('de-AT'))).toEqual(german);
    const swiss = visibleTexts(await allPages('de-CH'));
    expect(swiss.filter((text) => text.includes('ß') || text.includes('€'))).toEqual([]);
    expect(swiss).toEqual(german.map((text) => inShopCurrency('de-CH', text.replaceAll('ß', 'ss'))));
    expect(swiss).toContain('CHF\u00a010 Gutschein');
    const colours = (page: unknown) => JSON.stringify(page).match(/"layoutColorPicker":\{"name":"[^"]+"\}/g) ?? [];
    expect(colours(await allPages('cs-CZ'))).toEqual(colours(await allPages('de-DE')));
  });
});
