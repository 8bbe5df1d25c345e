import type { Banner, Coupon, LegalHint, PromotionCarousel, SeoAdvice } from '../../__generated__/content-resolvers.ts';
import { assetSet } from './assets.ts';
import { CATEGORIES, categoryTile, eyecatcher } from './categories.ts';
import { decorativeText, layout, layoutColumn } from './items.ts';
import { collection, entry, ref } from './model.ts';
import { page } from './pages.ts';
import { card, PROMOTIONS } from './promotions.ts';
import { bold, h, p, richText } from './richtext.ts';
import { gkAirService, recommendation, shopPath } from './shared.ts';

// The homepage. Headline and intro are checked by the end-to-end tests.

const carousel = entry<PromotionCarousel>('PromotionCarousel', 'carousel-homepage-herbst', {
  internalTitle: 'Startseite: Herbst-Aktionen',
  headline: 'Unsere Highlights im November',
  cardsCollection: collection([
    card('card-home-strick', PROMOTIONS.strick, 'DEFAULT'),
    card('card-home-wohnen', PROMOTIONS.wohnen, 'DEFAULT'),
    card('card-home-sale', PROMOTIONS.sale, 'DEFAULT'),
    card('card-home-schuhe', PROMOTIONS.schuhe, 'DEFAULT'),
    card('card-home-bettwaesche', PROMOTIONS.bettwaesche, 'DEFAULT'),
  ]),
});

const tiles = layout('layout-home-kategorien', [
  layoutColumn(
    'column-home-kleider',
    categoryTile('tile-home-kleider', CATEGORIES.kleider, {
      headline: 'Kleider',
      text: 'Midi, Maxi und Strick',
      eyecatcher: eyecatcher('eyecatcher-tile-neu', { eyecatcherType: 'TEXT', eyecatcherRichText: richText(p('Neu')), size: 'small' }),
    }),
  ),
  layoutColumn(
    'column-home-jacken',
    categoryTile('tile-home-jacken', CATEGORIES.jacken, {
      headline: 'Jacken & Mäntel',
      text: 'Warm durch den Winter',
      eyecatcher: eyecatcher('eyecatcher-tile-jacken', {
        eyecatcherType: 'PRICE_BY_PRODUCTID',
        productId: 'P100139',
        eyecatcherDesign: 'TRANSPARENT_LIGHT',
      }),
    }),
  ),
  layoutColumn(
    'column-home-bettwaesche',
    categoryTile('tile-home-bettwaesche', CATEGORIES.bettwaesche, { headline: 'Bettwäsche', text: 'Biber, Flanell und Satin' }),
  ),
  layoutColumn(
    'column-home-teppiche',
    categoryTile('tile-home-teppiche', CATEGORIES.teppiche, { headline: 'Teppiche', asset: 'as-teppiche' }),
  ),
]);

const banner = entry<Banner>('Banner', 'banner-home-herbst15', {
  internalTitle: 'Startseite: Gutschein-Hinweis',
  icon: 'coupon',
  headline: 'Nur bis 15.11.: 15 % auf Strick & Wohntextilien',
  text: 'Mit dem Code HERBST15 – einlösbar an der Kasse.',
  link: shopPath('link-banner-strick', 'Zur Strickmode', '/damen-mode/oberteile/pullover'),
  layoutColor: 'beige',
});

const seo = entry<SeoAdvice>('SeoAdvice', 'seo-homepage', {
  title: 'Mode und Wohnen online bestellen',
  content: richText(
    h(2, 'Ihr Online-Shop für Mode und Wohnen'),
    p(
      'Entdecken Sie Damen- und Herrenmode, Wäsche, Schuhe sowie ',
      bold('Heimtextilien, Möbel und Leuchten'),
      '. Bestellen Sie bequem auf Rechnung, in Raten oder mit Zahlpause.',
    ),
    p('Alle Artikel liefern wir innerhalb von 2–4 Werktagen, die Rücksendung ist kostenlos.'),
  ),
});

export const HOMEPAGE = page(
  'homepage',
  'homepage',
  {
    title: 'Startseite',
    seoTitle: 'Mode & Wohnen online kaufen | Herbst- und Winterkollektion 2026',
    headline: 'Willkommen in unserem Shop!',
    intro:
      'Entdecken Sie die neue Herbst- und Winterkollektion 2026: warme Strickmode, kuschelige Wohnideen und Geschenke für die schönste Zeit des Jahres.',
    items: [
      banner,
      assetSet('as-herbst-strick'),
      carousel,
      decorativeText('text-home-kategorien', 'Beliebte Kategorien', 'Decorative H2'),
      tiles,
      recommendation('reco-home-topseller', {
        internalTitle: 'Startseite: Topseller',
        recommendationType: 'GK Air',
        displayType: 'Reco Slider',
        ssr: false,
        outputId: '1',
        gkAirService: gkAirService(
          'gkair-homepage',
          'homepage',
          [['pageType', 'homepage']],
          [
            ['1', 'model'],
            ['2', 'model'],
          ],
        ),
      }),
      card('card-home-versandfrei', PROMOTIONS.versandfrei, 'CALL_TO_ACTION', '2:1'),
      ref<Coupon>('coupon-herbst15'),
      ref<LegalHint>('legalhint-herbst15'),
      recommendation('reco-home-merkzettel', {
        internalTitle: 'Startseite: vom Merkzettel',
        recommendationType: 'Wishlist',
        displayType: 'Assortment Cards',
        ssr: false,
        outputId: null,
        gkAirService: null,
      }),
      seo,
    ],
  },
  '2026-10-28T08:00:00Z',
  14,
  '2024-03-01T08:00:00Z',
);
