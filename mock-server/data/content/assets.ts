import type { Asset, AssetSet, CloudinaryAsset } from '../../__generated__/content-resolvers.ts';
import { entry, publishedSys } from './model.ts';

// The media library: every image the content links, with what the image route needs to draw a
// stand-in for it (size, two colours, a motif). Nothing here is random: same id, same picture.

export const CONTENT_IMAGE_PATH = '/images/content/';

/** How the generated picture is composed (see routes/contentImages.ts). */
export type Motif = 'textile' | 'interior' | 'landscape' | 'bokeh' | 'figure';

export interface ContentImage {
  id: string;
  title: string;
  /** Alternative text. */
  description: string;
  width: number;
  height: number;
  colours: readonly [string, string];
  motif: Motif;
  /** Video files are not drawn; their poster (same id, .jpg) is. */
  kind: 'image' | 'video';
}

type ImageSpec = Omit<ContentImage, 'id' | 'kind' | 'width' | 'height'> & { size?: readonly [number, number] };

const IMAGE_SPECS: Record<string, ImageSpec> = {
  'img-promo-strick': {
    title: 'Strickmode für kühle Tage',
    description: 'Frau in cremefarbenem Zopfstrickpullover',
    colours: ['#c9b79c', '#7a5c3e'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-promo-wohnen': {
    title: 'Wohnen im Herbst',
    description: 'Sofa mit Kissen in Rost und Senf vor einer Stehleuchte',
    colours: ['#b5562c', '#e3b448'],
    motif: 'interior',
    size: [1200, 1600],
  },
  'img-promo-sale': {
    title: 'Sale',
    description: 'Reduzierte Jacken und Mäntel auf einer Kleiderstange',
    colours: ['#c8102e', '#f4d8d8'],
    motif: 'bokeh',
    size: [1200, 1600],
  },
  'img-promo-schuhe': {
    title: 'Stiefeletten',
    description: 'Braune Lederstiefeletten auf Herbstlaub',
    colours: ['#6b4226', '#d9a066'],
    motif: 'landscape',
    size: [1200, 1600],
  },
  'img-promo-bettwaesche': {
    title: 'Flanell-Bettwäsche',
    description: 'Bett mit karierter Flanell-Bettwäsche in Grün',
    colours: ['#4f6f52', '#e8e1d0'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-versand-paket': {
    title: 'Paketzustellung',
    description: 'Paketbote übergibt ein Paket an der Haustür',
    colours: ['#a67c52', '#f2e6d8'],
    motif: 'figure',
  },
  'img-ruecksendung': {
    title: 'Rücksendung',
    description: 'Gepackter Karton mit Rücksendeschein',
    colours: ['#8c6e54', '#ede4da'],
    motif: 'interior',
  },
  'img-gots-siegel': {
    title: 'GOTS-Siegel',
    description: 'Etikett mit dem Siegel für Bio-Baumwolle',
    colours: ['#3f7d4e', '#e6f0e3'],
    motif: 'bokeh',
    size: [800, 800],
  },
  'img-baumwollfeld': {
    title: 'Baumwollfeld',
    description: 'Baumwollpflanzen auf einem Feld im Abendlicht',
    colours: ['#d9c27e', '#5c7f3b'],
    motif: 'landscape',
  },
  'img-newsletter': {
    title: 'Newsletter',
    description: 'Smartphone mit geöffnetem Newsletter neben einer Tasse Kaffee',
    colours: ['#2e4a62', '#f0e5cf'],
    motif: 'interior',
  },
  'img-tipp-pflege': {
    title: 'Wollpflege',
    description: 'Zusammengelegte Wollpullover mit Wollwaschmittel',
    colours: ['#b9a48a', '#f5efe6'],
    motif: 'textile',
    size: [800, 800],
  },
  'img-kundenservice': {
    title: 'Kundenservice',
    description: 'Mitarbeiterin mit Headset im Kundenservice',
    colours: ['#4a6fa5', '#e4ecf5'],
    motif: 'figure',
  },
  'img-insp-wohnzimmer-1': {
    title: 'Wohnzimmer in Erdtönen',
    description: 'Wohnzimmer mit Cordsofa, Wollteppich und Stehleuchte',
    colours: ['#a0522d', '#efe0c9'],
    motif: 'interior',
    size: [1200, 1600],
  },
  'img-insp-wohnzimmer-2': {
    title: 'Kuschelecke',
    description: 'Sessel mit Strickdecke und Kerzen',
    colours: ['#c08552', '#f3e9dc'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-insp-wohnzimmer-3': {
    title: 'Leseecke',
    description: 'Bücherregal mit Tischleuchte und Pflanze',
    colours: ['#6b705c', '#ddbea9'],
    motif: 'interior',
    size: [1200, 1600],
  },
  'img-insp-schlafzimmer-1': {
    title: 'Schlafzimmer in Salbei',
    description: 'Bett mit Leinenbettwäsche in Salbeigrün',
    colours: ['#8a9a5b', '#eef0e5'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-insp-schlafzimmer-2': {
    title: 'Nachttisch',
    description: 'Nachttisch mit Keramikleuchte',
    colours: ['#a3b18a', '#f6f4ee'],
    motif: 'interior',
    size: [1200, 1600],
  },
  'img-insp-tisch-1': {
    title: 'Herbstlich gedeckter Tisch',
    description: 'Esstisch mit Leinentischdecke und Kürbissen',
    colours: ['#d2691e', '#faf0e6'],
    motif: 'bokeh',
    size: [1200, 1600],
  },
  'img-insp-tisch-2': {
    title: 'Kerzenlicht',
    description: 'Kerzen in Windlichtern auf einem Holztisch',
    colours: ['#e0a458', '#3d2b1f'],
    motif: 'bokeh',
    size: [1200, 1600],
  },
  'img-insp-tisch-3': {
    title: 'Servietten',
    description: 'Gefaltete Stoffservietten in Senfgelb',
    colours: ['#e1ad01', '#fff8e7'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-insp-tisch-4': {
    title: 'Geschirr',
    description: 'Steingutteller in Sandfarben',
    colours: ['#c2b280', '#f5f5dc'],
    motif: 'landscape',
    size: [1200, 1600],
  },
  'img-outfit-business': {
    title: 'Business-Look',
    description: 'Mann in dunkelblauem Sakko, hellblauem Hemd und Chino',
    colours: ['#1f3a5f', '#dfe7f0'],
    motif: 'figure',
    size: [1200, 1600],
  },
  'img-outfit-freizeit': {
    title: 'Freizeit-Look',
    description: 'Frau in Strickjacke, Jeans und Stiefeletten',
    colours: ['#7b3f61', '#f2e3ea'],
    motif: 'figure',
    size: [1200, 1600],
  },
  'img-cil-strickjacken': {
    title: 'Strickjacken',
    description: 'Grobstrick-Strickjacke in Camel',
    colours: ['#c19a6b', '#f7efe3'],
    motif: 'textile',
    size: [1200, 1600],
  },
  'img-box-gutschein': {
    title: '10 € Gutschein',
    description: 'Geschenkkarte mit Schleife',
    colours: ['#c8102e', '#fde8e8'],
    motif: 'bokeh',
    size: [1200, 900],
  },
  'img-adventskalender-tuer': {
    title: 'Adventskalender',
    description: 'Geöffnetes Türchen eines Adventskalenders',
    colours: ['#9b1b30', '#f6e7c1'],
    motif: 'bokeh',
    size: [1200, 900],
  },
};

/** Videos: the file and its poster share the id. */
const VIDEO_SPECS: Record<string, ImageSpec> = {
  'video-ruecksendung': {
    title: 'So einfach geht die Rücksendung',
    description: 'Karton wird gepackt und zugeklebt',
    colours: ['#8c6e54', '#ede4da'],
    motif: 'interior',
    size: [1280, 720],
  },
  'video-nachhaltigkeit': {
    title: 'Vom Baumwollfeld in den Kleiderschrank',
    description: 'Baumwollernte und Weberei',
    colours: ['#5c7f3b', '#e6f0e3'],
    motif: 'landscape',
    size: [1280, 720],
  },
};

/** Media ratios of the shop; the default image is 4:3. */
export const RATIOS = {
  default: [1600, 1200],
  ratio4To3: [1600, 1200],
  ratio3To4: [1200, 1600],
  ratio2To1: [1600, 800],
  ratio1To1: [1200, 1200],
  ratio7To1: [2100, 300],
  ratio3To1: [1800, 600],
} as const;
export type RatioKey = keyof typeof RATIOS;

type AssetSetSpec = Pick<ContentImage, 'title' | 'description' | 'colours' | 'motif'>;

const ASSET_SET_SPECS: Record<string, AssetSetSpec> = {
  'as-herbst-strick': {
    title: 'Herbst-Strick',
    description: 'Zwei Frauen in Strickpullovern auf einem Feldweg',
    colours: ['#b08968', '#ede0d4'],
    motif: 'landscape',
  },
  'as-kleider': { title: 'Kleider', description: 'Midikleid mit Blumendruck', colours: ['#9d4edd', '#f3e8ff'], motif: 'figure' },
  'as-jacken': { title: 'Jacken & Mäntel', description: 'Wollmantel in Camel', colours: ['#a47148', '#f1e3d3'], motif: 'figure' },
  'as-herrenmode': {
    title: 'Herrenmode',
    description: 'Herrenpullover mit Rundhals in Dunkelgrün',
    colours: ['#2d6a4f', '#d8f3dc'],
    motif: 'textile',
  },
  'as-bettwaesche': {
    title: 'Bettwäsche',
    description: 'Bett mit gestreifter Baumwollbettwäsche',
    colours: ['#577590', '#e8eef3'],
    motif: 'textile',
  },
  'as-teppiche': {
    title: 'Teppiche',
    description: 'Handgewebter Teppich mit Rautenmuster',
    colours: ['#bc6c25', '#fefae0'],
    motif: 'textile',
  },
  'as-lampen': {
    title: 'Lampen & Leuchten',
    description: 'Stehleuchte mit Leinenschirm neben einem Sessel',
    colours: ['#dda15e', '#283618'],
    motif: 'interior',
  },
  'as-schuhe': {
    title: 'Schuhe',
    description: 'Sneaker und Stiefeletten nebeneinander',
    colours: ['#6c584c', '#f0ead2'],
    motif: 'landscape',
  },
  'as-coupon-herbst': {
    title: 'Herbst-Gutschein',
    description: 'Herbstblätter auf beigem Grund',
    colours: ['#d4a373', '#faedcd'],
    motif: 'bokeh',
  },
  'as-adventskalender': {
    title: 'Adventskalender',
    description: 'Geschenkpakete unter einem Tannenzweig',
    colours: ['#9b1b30', '#f6e7c1'],
    motif: 'bokeh',
  },
};

const RATIO_SUFFIX: Record<RatioKey, string> = {
  default: 'default',
  ratio4To3: '4x3',
  ratio3To4: '3x4',
  ratio2To1: '2x1',
  ratio1To1: '1x1',
  ratio7To1: '7x1',
  ratio3To1: '3x1',
};

const RATIO_KEYS = Object.keys(RATIOS) as RatioKey[];

function buildImages(): Map<string, ContentImage> {
  const images = new Map<string, ContentImage>();
  const add = (id: string, spec: ImageSpec, kind: ContentImage['kind']) => {
    const [width, height] = spec.size ?? RATIOS.default;
    images.set(id, { id, title: spec.title, description: spec.description, colours: spec.colours, motif: spec.motif, width, height, kind });
  };
  for (const [id, spec] of Object.entries(IMAGE_SPECS)) add(id, spec, 'image');
  for (const [id, spec] of Object.entries(VIDEO_SPECS)) add(id, spec, 'video');
  for (const [setId, spec] of Object.entries(ASSET_SET_SPECS)) {
    for (const key of RATIO_KEYS) add(`${setId}-${RATIO_SUFFIX[key]}`, { ...spec, size: RATIOS[key] }, 'image');
  }
  return images;
}

/** Every drawable image and video poster by asset id. */
export const CONTENT_IMAGES: ReadonlyMap<string, ContentImage> = buildImages();

function image(id: string): ContentImage {
  const found = CONTENT_IMAGES.get(id);
  if (!found) throw new Error(`Unknown content image ${id}`);
  return found;
}

const ASSET_PUBLISHED_AT = '2026-09-01T07:30:00Z';

/** The CMS asset of an image (or of a video file). */
export function asset(id: string): Asset {
  const found = image(id);
  const extension = found.kind === 'video' ? 'webm' : 'webp';
  return {
    __typename: 'Asset',
    sys: publishedSys(id, ASSET_PUBLISHED_AT),
    title: found.title,
    description: found.description,
    contentType: found.kind === 'video' ? 'video/webm' : 'image/webp',
    fileName: `${id}.${extension}`,
    // A plausible original size; nothing reads it but the front end's download hints.
    size: Math.round((found.width * found.height) / (found.kind === 'video' ? 2 : 9)),
    url: `${CONTENT_IMAGE_PATH}${id}.${extension}`,
    width: found.width,
    height: found.height,
  };
}

/** The media-CDN form of an image or video, as a one-element list like the CMS stores it. */
export function cloudinary(id: string): CloudinaryAsset[] {
  const found = image(id);
  const format = found.kind === 'video' ? 'webm' : 'webp';
  return [
    {
      __typename: 'CloudinaryAsset',
      public_id: `content/${id}`,
      // The media CDN's shape: resource type, delivery type, version, folder, file.
      secure_url: `${CONTENT_IMAGE_PATH}${found.kind}/upload/v1/content/${id}.${format}`,
      width: found.width,
      height: found.height,
      format,
      resource_type: found.kind,
      alt: found.description,
    },
  ];
}

/** An asset set with every ratio variant of one picture. */
export function assetSet(setId: string): AssetSet {
  const spec = ASSET_SET_SPECS[setId];
  if (!spec) throw new Error(`Unknown asset set ${setId}`);
  const variant = (key: RatioKey) => `${setId}-${RATIO_SUFFIX[key]}`;
  return entry<AssetSet>(
    'AssetSet',
    setId,
    {
      internalTitle: spec.title,
      alt: spec.description,
      defaultImage: asset(variant('default')),
      ratio4To3: asset(variant('ratio4To3')),
      ratio3To4: asset(variant('ratio3To4')),
      ratio2To1: asset(variant('ratio2To1')),
      ratio1To1: asset(variant('ratio1To1')),
      ratio7To1: asset(variant('ratio7To1')),
      ratio3To1: asset(variant('ratio3To1')),
      defaultImageCloudinary: cloudinary(variant('default')),
      ratio4To3Cloudinary: cloudinary(variant('ratio4To3')),
      ratio3To4Cloudinary: cloudinary(variant('ratio3To4')),
      ratio2To1Cloudinary: cloudinary(variant('ratio2To1')),
      ratio1To1Cloudinary: cloudinary(variant('ratio1To1')),
      ratio7To1Cloudinary: cloudinary(variant('ratio7To1')),
      ratio3To1Cloudinary: cloudinary(variant('ratio3To1')),
    },
    ASSET_PUBLISHED_AT,
  );
}
