import type { Faker } from '@faker-js/faker';
import type {
  Attribute,
  EnergyEfficiencyClass,
  HeatDegree,
  Image,
  Product,
  ProductFlag,
} from '../__generated__/shop-resolvers.ts';
import type { Department, Silhouette } from './assortment.ts';
import { productAvailability } from './availability.ts';
import type { LeafCategory } from './categories.ts';
import { PALETTES, type Colour } from './palettes.ts';
import { NOW } from './seed.ts';
import { MEASURE_ATTRIBUTE, SIZE_RUNS } from './sizes.ts';
import { makeDimensions, productPrice } from './variants.ts';

/** A product plus what listings sort and search by (not part of the API). */
export interface CatalogueProduct {
  product: Product;
  createdAt: string;
  /** Sales figure for the top-seller sort. */
  sales: number;
  searchText: string;
}

/** What the image route draws for an image hash. */
export interface ImageInfo {
  silhouette: Silhouette;
  colour: string;
}

const DAY = 24 * 60 * 60 * 1000;
const MODEL_NAMES = ['Amrum', 'Sylt', 'Föhr', 'Rügen', 'Usedom', 'Juist', 'Borkum', 'Fehmarn', 'Hiddensee', 'Pellworm', 'Langeoog', 'Norderney'];
const HEAT_LABELS: Record<HeatDegree, string> = { LEVEL_0: 'nicht wärmend', LEVEL_1: 'mittel', LEVEL_2: 'warm', LEVEL_3: 'extra warm' };
const LOGOS = [['oeko-tex'], ['gots'], ['recycled'], ['oeko-tex', 'gots']];

const brandId = (name: string) =>
  `brand-${name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '')}`;

interface ProductContext {
  faker: Faker;
  id: string;
  /** 6-digit article number, unique in the catalogue. */
  number: string;
  category: LeafCategory;
  images: Map<string, ImageInfo>;
}

function productName(f: Faker, nouns: readonly string[], features: readonly string[]): string {
  const noun = f.helpers.arrayElement(nouns);
  const model = f.datatype.boolean(0.3) ? ` »${f.helpers.arrayElement(MODEL_NAMES)}«` : '';
  const feature = f.datatype.boolean(0.7) ? ` ${f.helpers.arrayElement(features)}` : '';
  return `${noun}${model}${feature}`;
}

function pickSizes(f: Faker, run: readonly string[]): { sizes: string[]; offset: number } {
  if (run.length === 1) return { sizes: [...run], offset: 0 };
  const length = f.number.int({ min: Math.min(3, run.length), max: run.length });
  const offset = f.number.int({ min: 0, max: run.length - length });
  return { sizes: run.slice(offset, offset + length), offset };
}

function attributesOf(f: Faker, options: Readonly<Record<string, readonly string[]>>, extra: Attribute[]): Attribute[] {
  const list = Object.entries(options).map(([key, values]) => ({ key, value: f.helpers.arrayElement(values) }));
  return [...list, ...extra];
}

function description(f: Faker, department: Department, name: string, brand: string, attributes: Attribute[]): string | null {
  if (f.datatype.boolean(0.06)) return null;
  const pitch = f.helpers.arrayElement(department.pitches).replace('{name}', name).replace('{brand}', brand);
  const material = attributes.find((a) => a.key === 'material' || a.key === 'upperMaterial');
  const care = attributes.find((a) => a.key === 'maintenanceNote');
  return [pitch, material && `Material: ${material.value}.`, care && `Pflegehinweis: ${care.value}.`].filter(Boolean).join(' ');
}

export function makeProduct(ctx: ProductContext): CatalogueProduct {
  const { faker: f, id, number, category } = ctx;
  const { department, leaf } = category;
  const traits = leaf.traits ?? {};
  const brand = f.helpers.arrayElement(department.brands);
  const name = productName(f, leaf.nouns, leaf.features);
  const promotion = f.string.numeric({ length: 3, allowLeadingZeros: false });
  const displayNumber = `${number}${promotion}`;
  const oldDisplayNumber = f.datatype.boolean(0.05) ? `${f.string.numeric({ length: 6, allowLeadingZeros: false })}${promotion}` : null;

  const palette: readonly Colour[] = PALETTES[leaf.palette];
  const colourCount = Math.min(
    palette.length,
    f.helpers.weightedArrayElement([{ weight: 4, value: 1 }, { weight: 3, value: 2 }, { weight: 2, value: 3 }, { weight: 1, value: 4 }]),
  );
  const colours = f.helpers.arrayElements(palette, colourCount);
  const run = SIZE_RUNS[leaf.sizes];
  const { sizes, offset } = pickSizes(f, run);
  const measureKey = MEASURE_ATTRIBUTE[leaf.sizes];
  const plusSurcharge = !measureKey && run.length > 4 && f.datatype.boolean(0.15);

  const dimensions = makeDimensions(f, {
    productId: id,
    displayNumber,
    promotion,
    colours,
    sizes,
    sizeOffset: offset,
    run,
    measureKey,
    plusSurcharge,
    price: leaf.price,
    traits,
  });
  const onSale = dimensions[0]!.variants[0]!.price.reductions.length > 0;

  const allVariants = dimensions.flatMap((d) => d.variants);
  const isOutsold = allVariants.every((v) => v.availability.quantity === 0);
  const createdAt = f.date.between({ from: NOW.getTime() - 400 * DAY, to: NOW.getTime() });
  const isNew = NOW.getTime() - createdAt.getTime() < 30 * DAY;
  const flag: ProductFlag = onSale
    ? f.datatype.boolean(0.85) ? 'sale' : 'priceHighlighting'
    : isNew ? 'new'
    : f.helpers.weightedArrayElement([{ weight: 8, value: 'exclusiveOnline' }, { weight: 5, value: 'priceHighlighting' }, { weight: 87, value: 'none' }] as const);

  const heatDegree: HeatDegree | null = traits.heat ? f.helpers.arrayElement(['LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const) : null;
  const energy: EnergyEfficiencyClass | null = traits.electrical ? f.helpers.arrayElement(['A', 'B', 'C', 'D', 'E', 'F'] as const) : null;
  const logos = department.textile && f.datatype.boolean(0.2) ? f.helpers.arrayElement(LOGOS) : leaf.palette === 'wood' && f.datatype.boolean(0.5) ? ['fsc'] : [];
  const extra: Attribute[] = [];
  if (heatDegree) extra.push({ key: 'heatDegree', value: HEAT_LABELS[heatDegree] });
  if (energy) extra.push({ key: 'energyEfficiencyClass', value: energy }, { key: 'weeeNumber', value: `DE ${f.string.numeric(8)}` });
  if (logos.length > 0) extra.push({ key: 'sustainability', value: logos.join(', ') });
  const attributes = attributesOf(f, leaf.attributes, extra);

  const imageCount = f.number.int({ min: 2, max: department.styleType === 'jewellery' ? 3 : 5 });
  const images: Image[] = Array.from({ length: imageCount }, (_, i) => {
    const colour = colours[i % colours.length]!;
    const hash = f.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' });
    ctx.images.set(hash, { silhouette: leaf.silhouette, colour: colour.code });
    return { hash, type: i === 0 ? 'main' : 'detail', alt: i === 0 ? `${name} in ${colour.label}` : `${name} – Ansicht ${i + 1}` };
  });

  const [root, group, node] = category.path;
  const product: Product = {
    id,
    iid: number,
    masterKey: `M${number}`,
    name,
    mainTitle: name,
    description: description(f, department, name, brand, attributes),
    canonicalId: id,
    flag,
    catalogId: 'HW26',
    mkz: node.id,
    styleType: department.styleType,
    outsold: isOutsold,
    disposalNote: traits.electrical === true,
    disposalServiceProduct: traits.disposalService === true,
    masterCategory: category.path.map((c) => c.name).join('|'),
    rating: f.datatype.boolean(0.7) ? f.number.float({ min: 40, max: 100, fractionDigits: 1 }) : null,
    brand: { id: brandId(brand), name: brand, image: null },
    attributes,
    breadcrumb: category.path.map((c) => ({ id: `bc-${c.id}`, name: c.name, path: c.path })),
    price: productPrice(allVariants),
    images,
    salesUnit: traits.salesUnit ?? null,
    color: colours[0]!.label,
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
    companyOfOrigin: department.textile ? (f.datatype.boolean(0.15) ? 'partner-nord' : 'default') : null,
    sustainabilityLogos: logos,
    availability: productAvailability(allVariants.map((v) => v.availability)),
    displayNumber,
    oldDisplayNumber,
    alternate: [],
  };
  const searchText = [name, brand, ...category.path.map((c) => c.name), ...colours.map((c) => c.label)].join(' ').toLowerCase();
  return { product, createdAt: createdAt.toISOString(), sales: f.number.int({ min: 0, max: 10_000 }), searchText };
}
