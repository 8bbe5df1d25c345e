import type { HeatDegree } from '../__generated__/shop-resolvers.ts';
import type { CompanyOfOrigin } from './size-tables.ts';
import type { Stock } from './variants.ts';

// Fixed choices for the products that tests and other parts of the mock rely on (fixtures.ts).
// Everything not fixed here is still made up from the product's own seed, so these products look
// like their neighbours, but what tests depend on cannot drift when the generator changes.

export interface Recipe {
  /** The leaf category the product belongs to. */
  leafId: string;
  name?: string;
  colours?: number;
  sizes?: readonly string[];
  /** Regular price in cents. */
  price?: number;
  /** Sale reduction in percent for every variant, null for none. */
  salePercent?: number | null;
  stock?: (dimension: number, size: number) => Stock;
  /** 6-digit product number, reserved before other products draw theirs. */
  number?: string;
  /** One per colour. */
  promotions?: readonly string[];
  renumbered?: boolean;
  description?: boolean;
  logos?: readonly string[];
  company?: CompanyOfOrigin | null;
  /** False: a company of origin but no size table; 'partnerOnly': only the company's own table. */
  sizeTables?: boolean | 'partnerOnly';
  freeGift?: boolean;
  heatDegree?: HeatDegree;
}

/** Plenty of stock, different per size so quantities are not all alike. */
const plenty =
  (min: number) =>
  (d: number, s: number): Stock => ({ quantity: min + ((d * 7 + s * 13) % 40) });

/** One size per kind of delivery, for availabilityKeysProduct. */
const DELIVERY_KEYS_BY_SIZE: readonly Stock[] = [
  { quantity: 40 },
  { quantity: 25, delayed: 'endOfDecember' },
  { quantity: 25, delayed: 'directShipping' },
  { quantity: 25, delayed: 'christmas' },
  { quantity: 0 },
  { quantity: 25, delayed: 'midOfJanuary' },
];

export const RECIPES: Readonly<Record<string, Recipe>> = {
  P100001: {
    leafId: '10101',
    name: 'Sommerkleid aus Leinenmix',
    number: '355646',
    promotions: ['745', '746'],
    colours: 2,
    sizes: ['36', '38', '40', '42', '44', '46'],
    price: 7999,
    salePercent: 50,
    stock: (d, s) => (d === 1 && s === 0 ? { quantity: 2 } : plenty(12)(d, s)),
  },
  P100010: {
    leafId: '10101',
    name: 'Trägerkleid »Langeoog« mit Blumendruck',
    colours: 1,
    sizes: ['38', '40', '42', '44', '46', '48'],
    salePercent: null,
    stock: plenty(24),
  },
  P100019: { leafId: '10101', renumbered: true },
  P100071: {
    leafId: '10203',
    name: 'Pullover »Rügen« in Oversize-Form',
    colours: 2,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    stock: (d, s) => (d === 0 && s === 2 ? { quantity: 0 } : plenty(20)(d, s)),
  },
  P100079: { leafId: '10203', name: 'Pullover mit Zopfmuster', stock: () => ({ quantity: 0, outsold: true }) },
  P100128: { leafId: '10402', heatDegree: 'LEVEL_2' },
  P100588: { leafId: '50401' },
  P100201: { leafId: '50203', name: 'Gästehandtuch-Set als Geschenk', freeGift: true, colours: 1, stock: plenty(500) },
  P100202: {
    leafId: '50102',
    name: 'Kaltschaummatratze »Wolke« mit 7 Zonen',
    colours: 1,
    sizes: ['80x200', '90x200', '100x200', '140x200'],
    salePercent: null,
    stock: plenty(20),
  },
  P100203: {
    leafId: '50103',
    name: 'Lattenrost »Federleicht« mit Kopfteilverstellung',
    colours: 1,
    sizes: ['90x200', '100x200', '140x200'],
    stock: plenty(20),
  },
  P100204: { leafId: '50301', name: 'Ecksofa »Hafenblick« mit Bettfunktion', colours: 2, salePercent: null, stock: plenty(10) },
  P100205: {
    leafId: '20102',
    name: 'Poloshirt »Nordkap« aus Bio-Baumwolle',
    number: '512345',
    promotions: ['101', '102'],
    colours: 2,
    sizes: ['S', 'M', 'L', 'XL'],
    salePercent: null,
    stock: plenty(30),
  },
  P100206: {
    leafId: '10204',
    name: 'Strickjacke »Hiddensee« mit Knopfleiste',
    number: '512346',
    promotions: ['201', '202'],
    colours: 2,
    sizes: ['S', 'M', 'L'],
    stock: (d, s) => (d === 1 ? { quantity: 0, outsold: s === 0 } : plenty(15)(d, s)),
  },
  P100207: {
    leafId: '10201',
    name: 'Bluse »Föhr« mit Schluppe',
    company: 'nordlicht',
    sizes: ['36', '38', '40', '42', '44'],
    stock: plenty(15),
  },
  P100208: { leafId: '10301', name: 'Mom-Jeans mit hohem Bund', description: false, stock: plenty(15) },
  P100209: { leafId: '10202', name: 'T-Shirt aus Bio-Baumwolle', logos: ['gots', 'oeko-tex'], stock: plenty(15) },
  P100210: {
    leafId: '10101',
    name: 'Maxikleid »Juist« mit Volants',
    colours: 1,
    sizes: ['36', '38', '40', '42', '44', '46'],
    stock: (_d, s) => DELIVERY_KEYS_BY_SIZE[s]!,
  },
  P100211: { leafId: '20202', name: 'Chinohose in Regular Fit', company: null, stock: plenty(15) },
  P100213: { leafId: '50502', name: 'Kosmetiktasche als Geschenk', freeGift: true, colours: 1, stock: plenty(300) },
  P100214: { leafId: '60101', name: 'Schlüsselanhänger »Herz« als Geschenk', freeGift: true, colours: 1, stock: plenty(300) },
  P100212: {
    leafId: '10101',
    name: 'Blusenkleid »Sylt« mit Bindegürtel',
    company: 'suedkap',
    sizeTables: 'partnerOnly',
    sizes: ['38', '40', '42'],
    stock: plenty(15),
  },
};
