import type { InspirationItem, Layout, OutfitItem, RecommendationGkAir } from '../../__generated__/content-resolvers.ts';
import { asset, cloudinary } from './assets.ts';
import { CATEGORIES, categoryTile, eyecatcher } from './categories.ts';
import { decorativeText, layout, layoutColumn, tip } from './items.ts';
import { collection, entry } from './model.ts';
import { page } from './pages.ts';
import { card, PROMOTIONS } from './promotions.ts';
import { p, richText } from './richtext.ts';
import { COLOURS, gkAirService, pageLink, recommendation, recommendationGkAir, shopPath } from './shared.ts';

// An inspiration page and an outfit page, each with recommendation-service requests.

const inspirationReco = (id: string, productId: string, categoryId: string) =>
  recommendationGkAir(
    `${id}-reco`,
    gkAirService(
      `${id}-service`,
      'inspirationPage',
      [
        ['pid', productId],
        ['cid', `C${categoryId}`],
      ],
      [['1', 'model']],
    ),
    '1',
  );

function inspirationItem(id: string, fields: Partial<Omit<InspirationItem, '__typename' | 'sys'>>): InspirationItem {
  return entry<InspirationItem>('InspirationItem', id, {
    headline: null,
    text: null,
    image1Cloudinary: null,
    image2Cloudinary: null,
    image3Cloudinary: null,
    imagesCollection: collection([]),
    layoutColorPicker: null,
    link: null,
    recommendationGkAir: null,
    ...fields,
  });
}

export const WOHNEN_IM_HERBST = page(
  'wohnen-im-herbst',
  'inspiration',
  {
    title: 'Wohnen im Herbst',
    headline: 'Gemütlich durch die kalte Jahreszeit',
    intro: 'Warme Erdtöne, weiche Materialien und Kerzenlicht: So holen Sie sich den Herbst nach Hause.',
    items: [
      decorativeText('text-insp-titel', 'Herbstliche Wohnideen', 'Decorative H1'),
      inspirationItem('insp-wohnzimmer', {
        headline: 'Wohnzimmer in Erdtönen',
        text: 'Ein Cordsofa in Rost, ein handgewebter Teppich und warmes Licht – fertig ist die Kuschelecke.',
        image1Cloudinary: cloudinary('img-insp-wohnzimmer-1'),
        image2Cloudinary: cloudinary('img-insp-wohnzimmer-2'),
        image3Cloudinary: cloudinary('img-insp-wohnzimmer-3'),
        layoutColorPicker: COLOURS.rost,
        link: shopPath('link-insp-teppiche', 'Teppiche entdecken', '/wohnen/heimtextilien/teppiche'),
        recommendationGkAir: inspirationReco('insp-wohnzimmer', 'P100517', '50201'),
      }),
      inspirationItem('insp-schlafzimmer', {
        headline: 'Schlafzimmer in Salbei',
        text: 'Leinenbettwäsche in sanftem Grün beruhigt – ideal für erholsame Nächte.',
        image1Cloudinary: cloudinary('img-insp-schlafzimmer-1'),
        image2Cloudinary: cloudinary('img-insp-schlafzimmer-2'),
        layoutColorPicker: COLOURS.salbei,
        link: shopPath('link-insp-bettwaesche', 'Bettwäsche entdecken', '/wohnen/schlafen/bettwaesche'),
        recommendationGkAir: inspirationReco('insp-schlafzimmer', 'P100468', '50101'),
      }),
      inspirationItem('insp-tisch', {
        headline: 'Herbstlich gedeckt',
        text: 'Leinen, Steingut und Kerzen: Vier Ideen für Ihre Tafel.',
        imagesCollection: collection(['img-insp-tisch-1', 'img-insp-tisch-2', 'img-insp-tisch-3', 'img-insp-tisch-4'].map(asset)),
        layoutColorPicker: COLOURS.beige,
        link: pageLink('link-insp-nachhaltigkeit', 'Nachhaltig wohnen', 'page-nachhaltigkeit'),
        recommendationGkAir: inspirationReco('insp-tisch', 'P100530', '50202'),
      }),
      PROMOTIONS.wohnen,
      card('card-insp-lampen', PROMOTIONS.lampen, 'DEFAULT', '16:9'),
      card('card-insp-bettwaesche', PROMOTIONS.bettwaesche, 'INSPIRATION', '4:3'),
      // Links a page that is still a draft: internalTarget is null outside preview ('A link
      // without a target' in the front end).
      pageLink('link-insp-adventskalender', 'Zum Adventskalender', 'page-adventskalender'),
      // MISCONFIGURED: card without promotion ('Card with missing data detected').
      card('card-ohne-promotion', null, 'DEFAULT'),
      // MISCONFIGURED: layout without columns ('Empty layout detected').
      entry<Layout>('Layout', 'layout-leer', {
        internalTitle: 'Leeres Layout',
        columnsCollection: collection([]),
        ratio: null,
        verticalAlignment: 'top',
        maxPageWidth: 'default (100%)',
      }),
    ],
  },
  '2026-10-12T08:00:00Z',
  3,
);

const outfitReco = (id: string, outfitId: string) =>
  recommendationGkAir(`${id}-reco`, gkAirService(`${id}-service`, 'outfitPage', [['outfitId', outfitId]], [['outfit', 'model']]), 'outfit');

function outfitItem(id: string, fields: Omit<OutfitItem, '__typename' | 'sys'>): OutfitItem {
  return entry<OutfitItem>('OutfitItem', id, fields);
}

const tiles = (prefix: string, picks: (keyof typeof CATEGORIES)[]) =>
  picks.map((key) =>
    layoutColumn(`${prefix}-${key}`, categoryTile(`tile-${prefix}-${key}`, CATEGORIES[key], { headline: CATEGORIES[key].title ?? key })),
  );

export const BUSINESS_CASUAL = page(
  'business-casual',
  'outfit',
  {
    title: 'Business Casual',
    headline: 'Business Casual: Looks fürs Büro',
    intro: 'Sakko, Hemd und Chino – oder Strick und Stiefelette: unsere Outfits für entspannte Eleganz.',
    items: [
      decorativeText('text-outfit-titel', 'Outfits der Woche', 'Decorative H2'),
      outfitItem('outfit-herren-business', {
        headline: 'Der moderne Business-Look',
        description: 'Dunkelblaues Sakko in Slim Fit, hellblaues Oxford-Hemd und eine Chino in Beige.',
        image: asset('img-outfit-business'),
        imageCloudinary: null,
        recommendationGkAir: outfitReco('outfit-herren-business', '4711'),
      }),
      outfitItem('outfit-damen-freizeit', {
        headline: 'Strick trifft Denim',
        description: 'Lange Strickjacke, Jeans mit hohem Bund und Chelsea-Boots.',
        image: null,
        imageCloudinary: cloudinary('img-outfit-freizeit'),
        recommendationGkAir: outfitReco('outfit-damen-freizeit', '4712'),
      }),
      eyecatcher('eyecatcher-outfit-neu', {
        eyecatcherType: 'TEXT',
        eyecatcherRichText: richText(p('Neue Looks jede Woche')),
        size: 'medium',
        eyecatcherDesign: 'TRANSPARENT_LIGHT',
      }),
      layout(
        'layout-outfit-kategorien',
        tiles('outfit6', ['kleider', 'jacken', 'strickjacken', 'herrenPullover', 'stiefeletten', 'lampen']),
      ),
      recommendationGkAir(
        'reco-outfit-aehnlich',
        gkAirService(
          'gkair-outfit-aehnlich',
          'outfitPage',
          [
            ['outfitId', '4711'],
            ['variant', 'similar'],
          ],
          [['2', 'model']],
        ),
        '2',
      ),
      tip('tip-outfit-sakko', { title: 'Stil-Tipp', tipText: 'Ein Sakko wirkt lässiger, wenn Sie es zu Jeans und Sneakern tragen.' }),
      // MISCONFIGURED: five columns ('Layout with unsupported column detected').
      layout('layout-fuenf-spalten', tiles('outfit5', ['kleider', 'jacken', 'bettwaesche', 'teppiche', 'lampen'])),
      // MISCONFIGURED: no recommendationType ('Recommendation with missing recommendationType detected').
      recommendation('reco-ohne-typ', {
        internalTitle: 'Outfit: Empfehlung ohne Typ',
        recommendationType: null,
        displayType: 'Reco Slider',
        ssr: false,
        outputId: '3',
        gkAirService: gkAirService('gkair-ohne-typ', 'outfitPage', [['outfitId', '4711']], [['3', 'model']]),
      }),
      // MISCONFIGURED: no outputId and no serviceId ('GK Air Recommendation with missing service/outputId detected').
      recommendationGkAir(
        'reco-gkair-unvollstaendig',
        gkAirService('gkair-unvollstaendig', null, [['outfitId', '4713']], []),
        null,
      ) as RecommendationGkAir,
    ],
  },
  '2026-10-19T08:00:00Z',
  2,
);
