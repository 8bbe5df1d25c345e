import type { PaletteName } from './palettes.ts';
import type { SizeRun } from './sizes.ts';
import * as fashion from './assortment-fashion.ts';
import * as home from './assortment-home.ts';

// The category tree (department → group → leaf) and, per leaf, what its products look like.
// Products are generated only into leaves; listings of upper levels include their descendants.

export type Silhouette =
  | 'dress'
  | 'top'
  | 'knit'
  | 'trousers'
  | 'skirt'
  | 'jacket'
  | 'coat'
  | 'lingerie'
  | 'swimwear'
  | 'shoe'
  | 'boot'
  | 'bedding'
  | 'mattress'
  | 'frame'
  | 'carpet'
  | 'curtain'
  | 'towel'
  | 'sofa'
  | 'cabinet'
  | 'shelf'
  | 'lamp'
  | 'necklace'
  | 'ring'
  | 'earring'
  | 'watch'
  | 'shorts'
  | 'cushion'
  | 'bed'
  | 'table'
  | 'vase'
  | 'basket'
  | 'bathmat';

export interface LeafTraits {
  /** Jackets and coats carry a heat degree. */
  heat?: boolean;
  /** Electrical goods: energy class and disposal note. */
  electrical?: boolean;
  /** Mattresses and slatted frames: old-item take-away can be booked. */
  disposalService?: boolean;
  /** Bulky goods come by forwarding agent. */
  forwardingAgent?: boolean;
  salesUnit?: string;
  /** Goods that are usually shipped by the supplier: direct-shipping delivery keys are common. */
  directShipping?: boolean;
}

export interface Leaf {
  slug: string;
  name: string;
  nouns: readonly string[];
  /** Name suffixes such as 'mit Kapuze'. */
  features: readonly string[];
  sizes: SizeRun;
  /** Regular price range in whole euros. */
  price: readonly [number, number];
  palette: PaletteName;
  silhouette: Silhouette;
  /** Attribute key (from the specification's key list) → possible values. */
  attributes: Readonly<Record<string, readonly string[]>>;
  traits?: LeafTraits;
  highlighted?: boolean;
  /** Navigation icon (served from /icons/{icon}.svg). */
  icon?: string;
}

export interface Branch {
  slug: string;
  name: string;
  leaves: readonly Leaf[];
  /** A heading that groups its leaves in the navigation rather than a link of its own. */
  contentTitle?: boolean;
  icon?: string;
}

export interface Department {
  slug: string;
  name: string;
  /** Page title of the department listing. */
  title: string;
  icon: string;
  styleType: string;
  /** Clothing and textiles get care notes and a company of origin. */
  textile: boolean;
  brands: readonly string[];
  /** Opening sentences of descriptions; {name} and {brand} are filled in. */
  pitches: readonly string[];
  branches: readonly Branch[];
}
export const DEPARTMENTS: readonly Department[] = [
  {
    slug: 'damen-mode',
    title: 'Damenmode online kaufen',
    name: 'Damen-Mode',
    icon: 'damen',
    styleType: 'fashion',
    textile: true,
    brands: ['Elbstrand', 'Mira Hellweg', 'Lindenblatt', 'Charlotte Brandt', 'Süderholm', 'Kornblume', 'Ostwind', 'Hanna Falk'],
    pitches: [
      '{name} von {brand}: ein Lieblingsteil für jeden Tag, das sich vielseitig kombinieren lässt.',
      'Mit {name} von {brand} sind Sie modisch und bequem durch die Saison unterwegs.',
      '{name} von {brand} überzeugt mit femininer Passform und angenehmem Tragegefühl.',
    ],
    branches: [
      fashion.womenDresses,
      fashion.womenTops,
      fashion.womenTrousers,
      fashion.womenOuterwear,
      fashion.womenSkirts,
      fashion.womenOccasion,
    ],
  },
  {
    slug: 'herren-mode',
    title: 'Herrenmode online kaufen',
    name: 'Herren-Mode',
    icon: 'herren',
    styleType: 'fashion',
    textile: true,
    brands: ['Hanseatik', 'Bergfeld', 'Nordkamm', 'Max Ebert', 'Kranich & Co.', 'Deichgraf'],
    pitches: [
      '{name} von {brand}: zeitlos, robust und mit durchdachten Details.',
      'Mit {name} von {brand} sind Sie im Büro wie in der Freizeit gut angezogen.',
      '{name} von {brand} bietet eine bequeme Passform für jeden Tag.',
    ],
    branches: [fashion.menTops, fashion.menTrousers, fashion.menOuterwear, fashion.menTailoring, fashion.menLeisure],
  },
  {
    slug: 'waesche-bademode',
    title: 'Wäsche & Bademode online kaufen',
    name: 'Wäsche & Bademode',
    icon: 'waesche',
    styleType: 'fashion',
    textile: true,
    brands: ['Seidenschwan', 'Lina Morgen', 'Wellenreiter', 'Nachtfalter', 'Strandgut'],
    pitches: [
      '{name} von {brand}: weich auf der Haut und angenehm zu tragen.',
      'Wohlfühlen beginnt darunter: {name} von {brand} sitzt perfekt und trägt nicht auf.',
    ],
    branches: [fashion.lingerie, fashion.menUnderwear, fashion.swimwear],
  },
  {
    slug: 'schuhe',
    title: 'Schuhe für Damen und Herren online kaufen',
    name: 'Schuhe',
    icon: 'schuhe',
    styleType: 'shoes',
    textile: false,
    brands: ['Schrittmacher', 'Lederwerk Höhn', 'Trittfest', 'Stadtläufer', 'Barfußwerk'],
    pitches: ['{name} von {brand}: bequem vom ersten Schritt an.', 'Mit {name} von {brand} sind Sie sicher und stilvoll unterwegs.'],
    branches: [fashion.womenShoes, fashion.menShoes],
  },
  {
    slug: 'wohnen',
    title: 'Möbel, Heimtextilien & Wohnaccessoires online kaufen',
    name: 'Wohnen',
    icon: 'wohnen',
    styleType: 'home',
    textile: false,
    brands: ['Wohnglück', 'Heimathaus', 'Traumwerk', 'Lichtkontor', 'Holzliebe', 'Webstube', 'Schlafgut', 'Landmanufaktur'],
    pitches: [
      '{name} von {brand} macht Ihr Zuhause noch gemütlicher.',
      'Mit {name} von {brand} setzen Sie schöne Akzente in Ihren Räumen.',
      '{name} von {brand}: langlebige Qualität für Ihr Zuhause.',
    ],
    branches: [home.sleeping, home.homeTextiles, home.furniture, home.lamps, home.homeIdeas],
  },
  {
    slug: 'schmuck-uhren',
    title: 'Schmuck & Uhren online kaufen',
    name: 'Schmuck & Uhren',
    icon: 'schmuck',
    styleType: 'jewellery',
    textile: false,
    brands: ['Goldmarie', 'Silberfaden', 'Zeitwerk', 'Perlenreich', 'Uhrenkontor'],
    pitches: [
      '{name} von {brand}: ein funkelnder Begleiter für besondere Momente.',
      'Mit {name} von {brand} setzen Sie ein edles Highlight – auch als Geschenk.',
    ],
    branches: [home.jewellery, home.watches],
  },
];

/** Paths that other parts of the shop link to, resolved to the category they stand for. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/damen-bekleidung': '/damen-mode',
  '/herren-bekleidung': '/herren-mode',
};
