import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Product } from '../__generated__/shop-resolvers.ts';
import { DEPARTMENTS } from '../data/assortment.ts';
import { buildCatalogue, type Catalogue } from '../data/catalogue.ts';
import { PALETTES } from '../data/palettes.ts';
import { RECIPES } from '../data/recipes.ts';
import { SEED } from '../data/seed.ts';
import { CATALOGUE_PHRASES, CATALOGUE_WORDS } from './catalogueTexts.ts';
import { CURRENCY_OF, type ShopLocale } from './locale.ts';
import { knows } from './translate.ts';

const digest = ({ categories, products, images }: Catalogue) =>
  createHash('sha256')
    .update(JSON.stringify({ roots: categories.roots, products, images: [...images] }))
    .digest('hex');

/** Everything a shopper reads of a product. */
const textsOf = (p: Product): string[] => [
  p.name,
  p.description ?? '',
  p.color ?? '',
  p.salesUnit ?? '',
  ...p.attributes.map((a) => a.value),
  ...p.breadcrumb.map((b) => b.name),
  ...p.dimensions.map((d) => d.label),
  ...p.images.map((i) => i.alt ?? ''),
  ...p.linkBox.flatMap((box) => [box.label, ...box.links.map((l) => l.name)]),
  ...p.sizeTables.flatMap((t) => [t.title, ...t.headers]),
];

/** German words that must not appear in another language's catalogue. */
const GERMAN_WORDS = new Set(
  'und mit aus für von Damen Herren Kleid Kleider Größe Baumwolle Wolle Besonderheit Pflegehinweis Maschinenwäsche schwarz weiß getragen Detailansicht Passende Kategorien entdecken Schuhe Wohnen Ärmel Stück'.split(
    ' ',
  ),
);
const germanWordsIn = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((word) => GERMAN_WORDS.has(word));

const german = buildCatalogue();
const germanAll = german.products.map((p) => p.product);

describe('the German catalogue (de-DE)', () => {
  it('is the one the shop was built against: digest and known values', () => {
    // The e2e tests and the specs name these products and categories; a change here is a change of every German page.
    expect(digest(german)).toBe('5e9b27c1c1970e1654322d6143bd075d3693c414e9b0b64abfee77a9676c9da5');
    const p = german.productById.get('P100002')!.product;
    expect(p.name).toBe('Blusenkleid in Wickeloptik');
    expect(p.description).toBe(
      'Blusenkleid in Wickeloptik von Mira Hellweg: ein Lieblingsteil für jeden Tag, das sich vielseitig kombinieren lässt. Besonderheit: mit Blumendruck. Material: 100% Polyester. Pflegehinweis: Schonwaschgang bis 30 °C. Die sorgfältige Verarbeitung sorgt für eine lange Lebensdauer.',
    );
    expect(p.price).toMatchObject({ currency: 'EUR', min: 5499 });
    expect(german.productById.get('P100071')!.product.name).toBe('Pullover »Rügen« in Oversize-Form');
    expect(german.categories.roots.map((c) => c.name)).toEqual([
      'Damen-Mode',
      'Herren-Mode',
      'Wäsche & Bademode',
      'Schuhe',
      'Wohnen',
      'Schmuck & Uhren',
    ]);
    expect(german.categories.byPath.get('/damen-mode/kleider/sommerkleider')).toMatchObject({
      name: 'Sommerkleider',
      title: 'Sommerkleider online kaufen',
    });
  });
});

describe('the translation tables', () => {
  const sources = [
    ...DEPARTMENTS.flatMap((d) => [d.name, d.title, ...d.pitches]),
    ...DEPARTMENTS.flatMap((d) => d.branches.flatMap((b) => [b.name, ...b.leaves.map((l) => l.name)])),
    ...DEPARTMENTS.flatMap((d) =>
      d.branches.flatMap((b) => b.leaves.flatMap((l) => [...l.nouns, ...l.features, ...Object.values(l.attributes).flat()])),
    ),
    ...Object.values(PALETTES).flatMap((palette) => palette.map((c) => c.label)),
    ...Object.values(RECIPES).flatMap((r) => (r.name ? [r.name] : [])),
  ];

  it('know every text the catalogue is composed of', () => {
    expect(sources.filter((text) => !knows(CATALOGUE_PHRASES, CATALOGUE_WORDS, text))).toEqual([]);
  });

  it('translate each phrase once, into five non-empty languages, without ß outside German', () => {
    const seen = new Set<string>();
    for (const row of [...CATALOGUE_PHRASES, ...CATALOGUE_WORDS]) {
      expect(
        row.slice(1).every((text) => text.trim() !== '' && !text.includes('ß')),
        row[0],
      ).toBe(true);
      seen.add(row[0]);
    }
    expect(seen.size).toBeGreaterThan(700);
  });
});

const OTHER: readonly { locale: ShopLocale; sample: string }[] = [
  { locale: 'fr-CH', sample: 'Robe chemisier effet portefeuille' },
  { locale: 'nl-NL', sample: 'Blousejurk met wikkeleffect' },
  { locale: 'cs-CZ', sample: 'Košilové šaty v zavinovacím střihu' },
  { locale: 'sv-SE', sample: 'Skjortklänning i omlottmodell' },
  { locale: 'sk-SK', sample: 'Košeľové šaty v zavinovacom strihu' },
];

describe.each(OTHER)('the $locale catalogue', ({ locale, sample }) => {
  const built = buildCatalogue(SEED, locale);
  const all = built.products.map((p) => p.product);

  it('is written in its language: names, descriptions, attributes, categories, colours', () => {
    expect(built.productById.get('P100002')!.product.name).toBe(sample);
    const leftovers = all.flatMap((p) =>
      textsOf(p)
        .flatMap(germanWordsIn)
        .map((word) => `${p.id}: ${word}`),
    );
    expect(leftovers).toEqual([]);
    const categoryNames = [...built.categories.byId.values()].map((c) => `${c.name} ${c.title}`);
    expect(categoryNames.flatMap(germanWordsIn)).toEqual([]);
  });

  it('has the German catalogue’s products, paths, images and stock, priced in its currency', () => {
    const { code, perEuro } = CURRENCY_OF[locale];
    expect(all.map((p) => p.id)).toEqual(germanAll.map((p) => p.id));
    expect([...built.categories.byPath.keys()]).toEqual([...german.categories.byPath.keys()]);
    all.forEach((p, i) => {
      const de = germanAll[i]!;
      expect(p.images.map((img) => img.hash)).toEqual(de.images.map((img) => img.hash));
      expect(p.dimensions.flatMap((d) => d.variants.map((v) => v.availability.quantity))).toEqual(
        de.dimensions.flatMap((d) => d.variants.map((v) => v.availability.quantity)),
      );
      expect(p.price.currency).toBe(code);
      if (perEuro === 1) expect(p.price.min).toBe(de.price.min);
      else if (de.price.min > 0) expect(p.price.min / de.price.min).toBeGreaterThan(perEuro * 0.6);
    });
  });

  it('is byte-identical for the same seed', () => {
    expect(digest(buildCatalogue(SEED, locale))).toBe(digest(built));
  }, 60_000);
});

describe('the Austrian and Swiss German catalogues', () => {
  const austrian = buildCatalogue(SEED, 'de-AT');
  const swiss = buildCatalogue(SEED, 'de-CH');

  it('are German; Swiss German without ß and in francs', () => {
    expect(austrian.products.map((p) => p.product.name)).toEqual(germanAll.map((p) => p.name));
    const swissTexts = swiss.products.flatMap(({ product }) => textsOf(product));
    expect(swissTexts.filter((text) => text.includes('ß'))).toEqual([]);
    expect(swiss.productById.get('P100071')!.product.name).toBe('Pullover »Rügen« in Oversize-Form');
    expect(swiss.categories.roots.map((c) => c.name)).toContain('Wäsche & Bademode');
    expect(swiss.products[0]!.product.price.currency).toBe('CHF');
    expect(austrian.products[0]!.product.price.currency).toBe('EUR');
  });

  it('are byte-identical for the same seed', () => {
    expect(digest(buildCatalogue(SEED, 'de-CH'))).toBe(digest(swiss));
    expect(digest(buildCatalogue(SEED, 'de-AT'))).toBe(digest(austrian));
  }, 60_000);
});
