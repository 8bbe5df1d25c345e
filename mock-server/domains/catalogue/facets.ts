import type { Product } from '../../__generated__/shop-resolvers.ts';
import { slugify } from '../../data/slug.ts';

const german = new Intl.Collator('de');

// What each product offers to the listing filters: the values it has per multi-value filter.
// Value ids are URL forms of the labels ('grau-meliert', '100x200'); names are what the shop shows.

export interface FacetValue {
  id: string;
  name: string;
  colorCode?: string;
}

export interface Facets {
  /** Filter id → value ids of this product. */
  values: Map<string, Set<string>>;
  price: number;
  sale: boolean;
}

/** Multi-value filters after colour, size and brand, in the order the shop shows them. */
export const ATTRIBUTE_FILTERS: Readonly<Record<string, string>> = {
  material: 'Material',
  upperMaterial: 'Obermaterial',
  neckline: 'Ausschnitt',
  sleeveStyle: 'Ärmellänge',
  clothingLength: 'Länge',
  collar: 'Kragen',
  waistband: 'Bund',
  fabric: 'Stoff',
  typeBra: 'BH-Art',
  underwire: 'Bügel',
  ekDenier: 'Blickdichte',
  shoeWidth: 'Schuhweite',
  plateauHeight: 'Plateauhöhe',
  heatDegree: 'Wärmegrad',
  mattressType: 'Matratzenart',
  mattressThickness: 'Matratzenhöhe',
  pileHeight: 'Florhöhe',
  typeCarpet: 'Teppichart',
  transparency: 'Transparenz',
  panelStyle: 'Aufhängung',
  pillowBeddingtype: 'Deckenart',
  ekSocket: 'Fassung',
  energyEfficiencyClass: 'Energieeffizienzklasse',
  stone: 'Stein',
  shape: 'Form',
  sustainability: 'Nachhaltigkeit',
};

/** Attribute values measured in millimetres carry only the number. */
const MILLIMETRES = new Set(['pileHeight', 'plateauHeight']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '95% Baumwolle, 5% Elasthan' → Baumwolle, Elasthan; 'Bezug: 100% Polyester' → Polyester. */
export function fibres(material: string): string[] {
  const text = material.includes(':') ? material.slice(material.indexOf(':') + 1) : material;
  return text
    .split(/[,()]/)
    .map((part) => part.replace(/\d+\s*%/g, '').trim())
    .filter((part) => part.length > 1);
}

function attributeValues(key: string, value: string): string[] {
  if (key === 'material' || key === 'upperMaterial') return fibres(value);
  if (key === 'sustainability') return value.split(', ');
  if (MILLIMETRES.has(key)) return [`${value} mm`];
  return [value];
}

/** Names of every value id seen, per filter, so filters can label what they count. */
export type ValueNames = Map<string, Map<string, FacetValue>>;

export function facetsOf(product: Product, names: ValueNames): Facets {
  const values = new Map<string, Set<string>>();
  const add = (filter: string, value: FacetValue) => {
    let set = values.get(filter);
    if (!set) values.set(filter, (set = new Set()));
    set.add(value.id);
    let known = names.get(filter);
    if (!known) names.set(filter, (known = new Map()));
    if (!known.has(value.id)) known.set(value.id, value);
  };
  product.colors.forEach((colour) => add('colour', { id: slugify(colour.label), name: capitalise(colour.label), colorCode: colour.code }));
  for (const dimension of product.dimensions) {
    for (const variant of dimension.variants) add('size', { id: slugify(variant.size.label), name: variant.size.label });
  }
  if (product.brand) add('brand', { id: slugify(product.brand.name), name: product.brand.name });
  for (const { key, value } of product.attributes) {
    if (!(key in ATTRIBUTE_FILTERS)) continue;
    for (const name of attributeValues(key, value)) add(key, { id: slugify(name), name: capitalise(name) });
  }
  return { values, price: product.price.min, sale: product.price.old > 0 };
}

const LETTER_SIZES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];

/**
 * The specification's size order: letter sizes xxs…xxxl, then numbers (comma decimals), then a
 * leading number followed by text, then the alphabet.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (label: string): [number, number, string] => {
    const lower = label.toLowerCase();
    const letter = LETTER_SIZES.indexOf(lower);
    if (letter >= 0) return [0, letter, ''];
    const number = Number(lower.replace(',', '.'));
    if (lower !== '' && Number.isFinite(number)) return [1, number, ''];
    const leading = /^(\d+(?:[.,]\d+)?)(.*)$/.exec(lower);
    if (leading) return [2, Number(leading[1]!.replace(',', '.')), leading[2]!];
    return [3, 0, lower];
  };
  const [ga, na, ta] = rank(a);
  const [gb, nb, tb] = rank(b);
  return ga - gb || na - nb || german.compare(ta, tb);
}
