import type { Faker } from '@faker-js/faker';
import type { Attribute, Image, LinkGroup } from '../__generated__/shop-resolvers.ts';
import type { Department, Leaf, Silhouette } from './assortment.ts';
import type { LeafCategory } from './categories.ts';
import type { Colour } from './palettes.ts';
import { fill, type Translator } from '../l10n/translate.ts';
import { slugify } from './slug.ts';

// Names, descriptions, images and link boxes of generated products: the texts a shopper reads.
// The draws pick German phrases; the locale's translator turns each into its language, so every
// locale's catalogue makes the same choices from the same seed.

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

/** The name in the locale's language, and in German (what the description's draws compare with). */
export function productName(
  f: Faker,
  nouns: readonly string[],
  features: readonly string[],
  tr: Translator,
): { name: string; german: string } {
  const noun = f.helpers.arrayElement(nouns);
  const model = f.datatype.boolean(0.3) ? f.helpers.arrayElement(MODEL_NAMES) : null;
  const feature = f.datatype.boolean(0.7) ? f.helpers.arrayElement(features) : null;
  return {
    name: `${tr.t(noun)}${model ? ` ${tr.quote(model)}` : ''}${feature ? ` ${tr.t(feature)}` : ''}`,
    german: `${noun}${model ? ` »${model}«` : ''}${feature ? ` ${feature}` : ''}`,
  };
}

export function description(
  f: Faker,
  department: Department,
  leaf: Leaf,
  name: string,
  brand: string,
  attributes: readonly Attribute[],
  tr: Translator,
  germanName: string,
): string {
  const pitch = fill(tr.t(f.helpers.arrayElement(department.pitches)), { name, brand });
  const material = attributes.find((a) => a.key === 'material' || a.key === 'upperMaterial');
  const care = attributes.find((a) => a.key === 'maintenanceNote');
  const feature = f.helpers.arrayElement(leaf.features);
  const parts = [
    pitch,
    germanName.includes(feature)
      ? tr.t('Mit viel Liebe zum Detail gefertigt.')
      : fill(tr.t('Besonderheit: {feature}.'), { feature: tr.t(feature) }),
    material && fill(tr.t('Material: {value}.'), { value: material.value }),
    care && fill(tr.t('Pflegehinweis: {value}.'), { value: care.value }),
    tr.t(f.helpers.arrayElement(CLOSINGS)),
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
  tr: Translator,
): GeneratedImage[] {
  const jewellery = ['necklace', 'ring', 'earring', 'watch'].includes(options.silhouette);
  const count = options.count ?? f.number.int({ min: 2, max: jewellery ? 3 : 5 });
  const second = ROOM_SILHOUETTES.has(options.silhouette) ? 'ambiente' : options.textile ? 'model' : 'detail';
  return Array.from({ length: count }, (_, i) => {
    const colour = options.colours[i % options.colours.length]!;
    const hash = imageHash(f);
    const type = i === 0 ? 'main' : i === 1 ? second : 'detail';
    const name = options.name;
    const alt =
      i === 0
        ? fill(tr.t('{name} in {colour}'), { name, colour: tr.t(colour.label) })
        : type === 'model'
          ? fill(tr.t('{name} – getragen'), { name })
          : type === 'ambiente'
            ? fill(tr.t('{name} – im Raum'), { name })
            : fill(tr.t('{name} – Detailansicht {n}'), { name, n: second === 'detail' ? i : i - 1 });
    return { hash, image: { hash, type, alt }, info: { silhouette: options.silhouette, colour: colour.code, type } };
  });
}

export function linkBox(category: LeafCategory, brand: string, colour: Colour, tr: Translator): LinkGroup[] {
  const [root, group, leaf] = category.path;
  const label = tr.t(colour.label);
  const colourName = label.charAt(0).toUpperCase() + label.slice(1);
  return [
    {
      label: tr.t('Passende Kategorien'),
      links: [
        { name: leaf.name, destination: leaf.path },
        {
          name: fill(tr.t('{leaf} in {colour}'), { leaf: leaf.name, colour: colourName }),
          destination: `${leaf.path}?colour=${slugify(label)}`,
        },
        { name: group.name, destination: group.path },
        { name: root.name, destination: root.path },
      ],
    },
    {
      label: fill(tr.t('Mehr von {brand}'), { brand }),
      links: [
        { name: fill(tr.t('{brand} entdecken'), { brand }), destination: `/search?q=${encodeURIComponent(brand)}` },
        { name: `${brand} ${leaf.name}`, destination: `${leaf.path}?brand=${slugify(brand)}` },
      ],
    },
  ];
}
