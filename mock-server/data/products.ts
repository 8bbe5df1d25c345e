import type { Faker } from '@faker-js/faker';
import type { Attribute, EnergyEfficiencyClass, HeatDegree, Price, Product, ProductFlag } from '../__generated__/shop-resolvers.ts';
import type { Silhouette } from './assortment.ts';
import type { Translator } from '../l10n/translate.ts';
import { productAvailability } from './availability.ts';
import type { LeafCategory } from './categories.ts';
import { description, linkBox, productImages, productName } from './product-texts.ts';
import { PALETTES, type Colour } from './palettes.ts';
import type { Recipe } from './recipes.ts';
import { NOW } from './seed.ts';
import { hasSizeTable, sizeTable, type CompanyOfOrigin } from './size-tables.ts';
import { MEASURE_ATTRIBUTE, SIZE_RUNS } from './sizes.ts';
import { makeDimensions, makePromotions, productPrice } from './variants.ts';

/** A product plus what listings sort by (not part of the API). */
export interface CatalogueProduct {
  product: Product;
  createdAt: string;
  /** Sales figure for the top-seller sort. */
  sales: number;
}

/** What the image route draws for an image hash. */
export interface ImageInfo {
  silhouette: Silhouette;
  colour: string;
  /** main, model, detail or ambiente: drawn differently. */
  type: string;
}

export const CATALOG_ID = 'HW26';

const DAY = 24 * 60 * 60 * 1000;
const HEAT_LABELS: Record<HeatDegree, string> = {
  LEVEL_0: 'nicht wärmend',
  LEVEL_1: 'mittel',
  LEVEL_2: 'warm',
  LEVEL_3: 'extra warm',
  SUMMER: 'sommerleicht',
};
const LOGOS = [['oeko-tex'], ['gots'], ['recycled'], ['oeko-tex', 'gots'], ['grüner-knopf']];
const LOGO_LABELS: Record<string, string> = {
  'oeko-tex': 'OEKO-TEX® STANDARD 100',
  gots: 'GOTS',
  recycled: 'Recyceltes Material',
  'grüner-knopf': 'Grüner Knopf',
  fsc: 'FSC®',
};
const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50];

export const brandId = (name: string) =>
  `brand-${name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '')}`;

export interface ProductContext {
  faker: Faker;
  id: string;
  /** 6-digit article number, unique in the catalogue. */
  number: string;
  /** Another unused 6-digit number (for renumbered products). */
  freshNumber: () => string;
  category: LeafCategory;
  images: Map<string, { silhouette: Silhouette; colour: string; type: string }>;
  recipe?: Recipe | undefined;
  /** The locale's texts: names, descriptions, attributes. */
  texts: Translator;
  /** The locale's currency, and its minor units per euro cent. */
  currency: LocalCurrency;
}

export interface LocalCurrency {
  code: string;
  perEuro: number;
}

/**
 * A euro price in the shop's currency: as it is for euro and franc, else converted and ending in
 * 9 whole units as such shops price (79.99 € → 1 999 Kč, 899 kr).
 */
export function localPrice(euroCents: number, perEuro: number): number {
  if (perEuro === 1 || euroCents === 0) return euroCents;
  return Math.max(9, Math.round((euroCents * perEuro) / 1000) * 10 - 1) * 100;
}

function pickSizes(f: Faker, run: readonly string[]): { sizes: string[]; offset: number } {
  if (run.length === 1) return { sizes: [...run], offset: 0 };
  const length = f.number.int({ min: Math.min(3, run.length), max: run.length });
  const offset = f.number.int({ min: 0, max: run.length - length });
  return { sizes: run.slice(offset, offset + length), offset };
}

function attributesOf(f: Faker, options: Readonly<Record<string, readonly string[]>>, extra: Attribute[], tr: Translator): Attribute[] {
  const list = Object.entries(options).map(([key, values]) => ({ key, value: tr.t(f.helpers.arrayElement(values)) }));
  return [...list, ...extra];
}

function pickColours(f: Faker, palette: readonly Colour[], count: number | undefined): Colour[] {
  const wanted =
    count ??
    f.helpers.weightedArrayElement([
      { weight: 10, value: 1 },
      { weight: 6, value: 2 },
      { weight: 4, value: 3 },
      { weight: 2, value: 4 },
      { weight: 1, value: 6 },
    ]);
  return f.helpers.arrayElements(palette, Math.min(palette.length, wanted));
}

/** Textiles, shoes and rings: most follow the shop's sizes, some a partner's, a few have no table. */
function companyOf(f: Faker, textile: boolean, sized: boolean, recipe: Recipe | undefined): CompanyOfOrigin | null {
  if (recipe?.company !== undefined) return recipe.company;
  if (!textile && !sized) return null;
  const roll = f.number.int({ min: 0, max: 99 });
  if (roll < 8) return null;
  if (roll < 80) return 'default';
  return roll < 92 ? 'nordlicht' : 'suedkap';
}

export function makeProduct(ctx: ProductContext): CatalogueProduct {
  const { faker: f, id, number, category, recipe, texts: tr } = ctx;
  const { department, leaf } = category;
  const traits = leaf.traits ?? {};
  const freeGift = recipe?.freeGift === true;
  const germanBrand = f.helpers.arrayElement(department.brands);
  const brand = tr.proper(germanBrand);
  const generated = recipe?.name === undefined ? productName(f, leaf.nouns, leaf.features, tr) : null;
  const name = generated?.name ?? tr.t(recipe!.name!);
  const germanName = generated?.german ?? recipe!.name!;

  const colours = pickColours(f, PALETTES[leaf.palette], recipe?.colours);
  const promotions = recipe?.promotions ?? makePromotions(f, colours.length);
  const displayNumber = `${number}${promotions[0]}`;
  const renumbered = recipe?.renumbered ?? f.datatype.boolean(0.05);
  const oldDisplayNumber = renumbered ? `${ctx.freshNumber()}${promotions[0]}` : null;

  const runName = freeGift ? 'oneSize' : leaf.sizes;
  const run: readonly string[] = SIZE_RUNS[runName];
  const picked = pickSizes(f, run);
  const sizes = recipe?.sizes ?? picked.sizes;
  const offset = recipe?.sizes ? run.indexOf(sizes[0]!) : picked.offset;
  const measureKey = MEASURE_ATTRIBUTE[runName];
  const plusSurcharge = recipe?.price === undefined && !measureKey && run.length > 4 && f.datatype.boolean(0.15);
  const euroPrice = freeGift ? 0 : (recipe?.price ?? f.number.int({ min: leaf.price[0], max: leaf.price[1] }) * 100 - 1);
  const basePrice = localPrice(euroPrice, ctx.currency.perEuro);
  const onSale = f.datatype.boolean(0.25);
  const salePercent = freeGift
    ? null
    : recipe?.salePercent !== undefined
      ? recipe.salePercent
      : onSale
        ? f.helpers.arrayElement(SALE_PERCENTS)
        : null;

  const dimensions = makeDimensions(f, {
    productId: id,
    number,
    promotions,
    colours,
    sizes,
    sizeOffset: offset,
    run,
    measureKey,
    plusSurcharge,
    basePrice,
    salePercent,
    varySale: recipe?.salePercent === undefined,
    traits,
    stock: recipe?.stock,
    currency: ctx.currency,
    colourLabel: (colour) => tr.t(colour.label),
  });

  const allVariants = dimensions.flatMap((d) => d.variants);
  const isOutsold = allVariants.every((v) => v.availability.quantity === 0);
  const createdAt = f.date.between({ from: NOW.getTime() - 400 * DAY, to: NOW.getTime() });
  const isNew = NOW.getTime() - createdAt.getTime() < 30 * DAY;
  const flag: ProductFlag = freeGift
    ? 'none'
    : salePercent !== null
      ? f.datatype.boolean(0.85)
        ? 'sale'
        : 'priceHighlighting'
      : isNew
        ? 'new'
        : f.helpers.weightedArrayElement([
            { weight: 8, value: 'exclusiveOnline' },
            { weight: 5, value: 'priceHighlighting' },
            { weight: 87, value: 'none' },
          ] as const);

  const heatDegree: HeatDegree | null =
    recipe?.heatDegree ?? (traits.heat ? f.helpers.arrayElement(['LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const) : null);
  const energy: EnergyEfficiencyClass | null = traits.electrical
    ? f.helpers.arrayElement(['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const)
    : null;
  const randomLogos =
    department.textile && f.datatype.boolean(0.2)
      ? f.helpers.arrayElement(LOGOS)
      : leaf.palette === 'wood' && f.datatype.boolean(0.5)
        ? ['fsc']
        : [];
  const logos = freeGift ? [] : (recipe?.logos ?? randomLogos);
  const extra: Attribute[] = [];
  if (heatDegree) extra.push({ key: 'heatDegree', value: tr.t(HEAT_LABELS[heatDegree]) });
  if (energy) extra.push({ key: 'energyEfficiencyClass', value: energy }, { key: 'weeeNumber', value: `DE ${f.string.numeric(8)}` });
  if (logos.length > 0) extra.push({ key: 'sustainability', value: logos.map((l) => tr.t(LOGO_LABELS[l] ?? l)).join(', ') });
  const attributes = freeGift ? [] : attributesOf(f, leaf.attributes, extra, tr);

  const images = productImages(
    f,
    {
      name,
      colours,
      silhouette: leaf.silhouette,
      textile: department.textile,
      count: freeGift ? 1 : undefined,
    },
    tr,
  );
  for (const image of images) ctx.images.set(image.hash, image.info);

  const company = companyOf(f, department.textile, hasSizeTable(runName), recipe);
  const partnerOnly =
    company !== null &&
    company !== 'default' &&
    (recipe?.company === undefined ? f.datatype.boolean(0.3) : recipe.sizeTables === 'partnerOnly');
  const tables =
    company === null || recipe?.sizeTables === false
      ? []
      : [
          partnerOnly ? null : sizeTable(runName, sizes, 'default', tr),
          company === 'default' ? null : sizeTable(runName, sizes, company, tr),
        ];

  const hasDescription = recipe?.description ?? !f.datatype.boolean(0.06);
  const [root, group, node] = category.path;
  const price = { ...productPrice(allVariants), campaignHighlight: CAMPAIGN_HIGHLIGHTS[id] ?? null };
  const product: Product = {
    id,
    iid: number,
    masterKey: `M${number}`,
    name,
    mainTitle: name,
    description: hasDescription ? description(f, department, leaf, name, brand, attributes, tr, germanName) : null,
    canonicalId: id,
    flag,
    onlineAssortment: true,
    catalogId: CATALOG_ID,
    mkz: node.id,
    styleType: department.styleType,
    outsold: isOutsold,
    disposalNote: traits.electrical === true,
    disposalServiceProduct: traits.disposalService === true,
    masterCategory: category.path.map((c) => c.name).join('|'),
    rating: !freeGift && f.datatype.boolean(0.7) ? f.number.float({ min: 40, max: 100, fractionDigits: 1 }) : null,
    brand: { id: brandId(germanBrand), name: brand, image: brandId(germanBrand) },
    attributes,
    breadcrumb: category.path.map((c) => ({ id: `bc-${c.id}`, name: c.name, path: c.path })),
    price,
    images: images.map((i) => i.image),
    salesUnit: freeGift || !traits.salesUnit ? null : tr.t(traits.salesUnit),
    color: tr.t(colours[0]!.label),
    heatDegree,
    colors: dimensions.map((d, i) => ({
      id: `colour-${d.id}`,
      code: colours[i]!.code,
      label: d.label,
      isSoldOut: d.variants.every((v) => v.availability.quantity === 0),
    })),
    trackingDimensionId: dimensions[0]!.id,
    energyEfficiencyClass: energy,
    dimensions,
    categoryIds: [root.id, group.id, node.id],
    companyOfOrigin: company,
    sustainabilityLogos: [...logos],
    availability: productAvailability(allVariants.map((v) => v.availability)),
    displayNumber,
    oldDisplayNumber,
    alternate: [],
    sizeTables: tables.filter((t) => t !== null),
    loyaltyPoints: freeGift ? null : Math.floor(price.min / 100),
    isFreeGift: freeGift,
    linkBox: freeGift || f.datatype.boolean(0.25) ? [] : linkBox(category, brand, colours[0]!, tr),
    gkAirMetadata: null,
  };
  return { product, createdAt: createdAt.toISOString(), sales: freeGift ? 0 : f.number.int({ min: 0, max: 10_000 }) };
}

/** Prices that belong to a campaign: the badge beside the price and the legal hint it opens. */
const CAMPAIGN_HIGHLIGHTS: Readonly<Record<string, Price['campaignHighlight']>> = {
  // KNOWN.saleProduct, with the sale's conditions (a LegalHint of the content mock).
  P100001: { modal: 'sale-bedingungen', badgeText: 'Sommer-Sale', layoutColor: { name: 'Sale-Rot' } },
};
