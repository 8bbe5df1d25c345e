import type { Faker } from '@faker-js/faker';
import type { Attribute, Image, LinkGroup } from '../__generated__/shop-resolvers.ts';
import type { Department, Leaf, Silhouette } from './assortment.ts';
import type { LeafCategory } from './categories.ts';
import type { Colour } from './palettes.ts';
import { slugify } from './slug.ts';

// Names, descriptions, images and link boxes of generated products: the German a shopper reads.

const MODEL_NAMES = [
  'Amrum',
  'Sylt',
  'Föhr',
  'Rügen',
  'Usedom',
  'Juist',
  'Borkum',
  'Fehmarn',
  'Hiddensee',
  'Pellworm',
  'Langeoog',
  'Norderney',
  'Spiekeroog',
  'Helgoland',
];

const CLOSINGS = [
  'Ein Artikel, an dem Sie lange Freude haben werden.',
  'Kombinieren Sie nach Lust und Laune – dieses Teil passt zu vielem.',
  'Die sorgfältige Verarbeitung sorgt für eine lange Lebensdauer.',
  'Bestellen Sie bequem nach Hause – die Rücksendung ist kostenlos.',
  'Ein echter Klassiker, der in keiner Sammlung fehlen sollte.',
];

/** Goods pictured in a room (ambiente) rather than worn by a model. */
const ROOM_SILHOUETTES: ReadonlySet<Silhouette> = new Set([
  'bedding',
  'mattress',
  'frame',
  'carpet',
  'curtain',
  'towel',
  'sofa',
  'cabinet',
  'shelf',
  'lamp',
  'cushion',
  'bed',
  'table',
  'vase',
  'basket',
  'bathmat',
]);

/** 24 hex digits from three draws (faker's hexadecimal draws once per digit). */
function imageHash(f: Faker): string {
  return [0, 1, 2].map(() => f.number.int({ min: 0, max: 0xffffffff }).toString(16).padStart(8, '0')).join('');
}

export function productName(f: Faker, nouns: readonly string[], features: readonly string[]): string {
  const noun = f.helpers.arrayElement(nouns);
  const model = f.datatype.boolean(0.3) ? ` »${f.helpers.arrayElement(MODEL_NAMES)}«` : '';
  const feature = f.datatype.boolean(0.7) ? ` ${f.helpers.arrayElement(features)}` : '';
  return `${noun}${model}${feature}`;
}

export function description(
  f: Faker,
  department: Department,
  leaf: Leaf,
  name: string,
  brand: string,
  attributes: readonly Attribute[],
): string {
  const pitch = f.helpers.arrayElement(department.pitches).replace('{name}', name).replace('{brand}', brand);
  const material = attributes.find((a) => a.key === 'material' || a.key === 'upperMaterial');
  const care = attributes.find((a) => a.key === 'maintenanceNote');
  const feature = f.helpers.arrayElement(leaf.features);
  const parts = [
    pitch,
    name.includes(feature) ? 'Mit viel Liebe zum Detail gefertigt.' : `Besonderheit: ${feature}.`,
    material && `Material: ${material.value}.`,
    care && `Pflegehinweis: ${care.value}.`,
    f.helpers.arrayElement(CLOSINGS),
  ];
  return parts.filter(Boolean).join(' ');
}

export interface GeneratedImage {
  hash: string;
  image: Image;
  info: { silhouette: Silhouette; colour: string; type: string };
}

/** 2 to 5 images: the main picture first, then worn (model) or in a room (ambiente), then details. */
export function productImages(
  f: Faker,
  options: { name: string; colours: readonly Colour[]; silhouette: Silhouette; textile: boolean; count: number | undefined },
): GeneratedImage[] {
  const jewellery = ['necklace', 'ring', 'earring', 'watch'].includes(options.silhouette);
  const count = options.count ?? f.number.int({ min: 2, max: jewellery ? 3 : 5 });
  const second = ROOM_SILHOUETTES.has(options.silhouette) ? 'ambiente' : options.textile ? 'model' : 'detail';
  return Array.from({ length: count }, (_, i) => {
    const colour = options.colours[i % options.colours.length]!;
    const hash = imageHash(f);
    const type = i === 0 ? 'main' : i === 1 ? second : 'detail';
    const alt =
      i === 0
        ? `${options.name} in ${colour.label}`
        : type === 'model'
          ? `${options.name} – getragen`
          : type === 'ambiente'
            ? `${options.name} – im Raum`
            : `${options.name} – Detailansicht ${second === 'detail' ? i : i - 1}`;
    return { hash, image: { hash, type, alt }, info: { silhouette: options.silhouette, colour: colour.code, type } };
  });
}

export function linkBox(category: LeafCategory, brand: string, colour: Colour): LinkGroup[] {
  const [root, group, leaf] = category.path;
  const colourName = colour.label.charAt(0).toUpperCase() + colour.label.slice(1);
  return [
    {
      label: 'Passende Kategorien',
      links: [
        { name: leaf.name, destination: leaf.path },
        { name: `${leaf.name} in ${colourName}`, destination: `${leaf.path}?colour=${slugify(colour.label)}` },
        { name: group.name, destination: group.path },
        { name: root.name, destination: root.path },
      ],
    },
    {
      label: `Mehr von ${brand}`,
      links: [
        { name: `${brand} entdecken`, destination: `/search?q=${encodeURIComponent(brand)}` },
        { name: `${brand} ${leaf.name}`, destination: `${leaf.path}?brand=${slugify(brand)}` },
      ],
    },
  ];
}
