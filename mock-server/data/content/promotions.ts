import type { Card, CategoryImageLink, LegalHint, PromotionCard } from '../../__generated__/content-resolvers.ts';
import { asset } from './assets.ts';
import { eyecatcher } from './categories.ts';
import { entry, ref } from './model.ts';
import { bold, p, richText } from './richtext.ts';
import { COLOURS, pageLink, shopPath } from './shared.ts';

// Promotions and the cards that show them. Links follow 'link' before 'automated': a promotion
// without link gets its target from the category image link.

type PromotionFields = Partial<Omit<PromotionCard, '__typename' | 'sys'>> & Pick<PromotionCard, '_id' | 'title' | 'image'>;

function promotion(id: string, fields: PromotionFields): PromotionCard {
  return entry<PromotionCard>(
    'PromotionCard',
    id,
    {
      text: null,
      link: null,
      callToAction: null,
      hint: null,
      eyecatcherType: 'NONE',
      eyecatcher: null,
      layoutColorPicker: null,
      categoryImageLink: null,
      pinnedProductIDs: null,
      ...fields,
    },
    '2026-10-27T05:00:00Z',
  );
}

export const PROMOTIONS = {
  // No image of its own: the automated product of its category image link lends one.
  lampen: promotion('promo-lampen', {
    _id: 'PROMO-2026-44-LAMPEN',
    title: 'Licht für lange Abende',
    text: 'Steh- und Tischleuchten mit warmem Licht',
    callToAction: 'Zu den Leuchten',
    image: null,
    categoryImageLink: ref<CategoryImageLink>('cil-lampen'),
  }),
  strick: promotion('promo-strick', {
    _id: 'PROMO-2026-44-STRICK',
    title: 'Strick-Saison',
    text: 'Kuschelige Pullover und Cardigans – jetzt 15 % sparen*',
    link: shopPath('link-promo-strick', 'Pullover entdecken', '/damen-mode/oberteile/pullover'),
    callToAction: 'Jetzt entdecken',
    hint: ref<LegalHint>('legalhint-herbst15'),
    eyecatcherType: 'TEXT',
    eyecatcher: eyecatcher('eyecatcher-promo-strick', {
      eyecatcherType: 'TEXT',
      eyecatcherRichText: richText(p(bold('-15 %'))),
      size: 'large',
    }),
    layoutColorPicker: COLOURS.beige,
    image: asset('img-promo-strick'),
    pinnedProductIDs: ['P100071', 'P100072', 'P100083'],
  }),
  wohnen: promotion('promo-wohnen', {
    _id: 'PROMO-2026-44-WOHNEN',
    title: 'Wohnen im Herbst',
    text: 'Warme Farben und weiche Teppiche für Ihr Zuhause',
    callToAction: 'Zu den Teppichen',
    layoutColorPicker: COLOURS.rost,
    image: asset('img-promo-wohnen'),
    // No link: the automated link of the category image link applies.
    categoryImageLink: ref<CategoryImageLink>('cil-teppiche'),
  }),
  sale: promotion('promo-sale', {
    _id: 'PROMO-2026-44-SALE',
    title: 'Sale: bis zu 50 %',
    text: 'Reduzierte Jacken und Mäntel für Damen',
    link: shopPath('link-promo-sale', 'Zum Sale', '/damen-mode/jacken-maentel'),
    callToAction: 'Zum Sale',
    hint: ref<LegalHint>('legalhint-sale'),
    eyecatcherType: 'PRICE_BY_PRODUCTID',
    eyecatcher: eyecatcher('eyecatcher-promo-sale', {
      eyecatcherType: 'PRICE_BY_PRODUCTID',
      productId: 'P100001',
      eyecatcherDesign: 'TRANSPARENT_DARK',
    }),
    layoutColorPicker: COLOURS.sale,
    image: asset('img-promo-sale'),
    pinnedProductIDs: ['P100001'],
  }),
  schuhe: promotion('promo-schuhe', {
    _id: 'PROMO-2026-44-SCHUHE',
    title: 'Stiefeletten',
    text: 'Die Lieblinge der Saison – mit Warmfutter und Profilsohle',
    link: shopPath('link-promo-schuhe', 'Stiefeletten ansehen', '/schuhe/damenschuhe/stiefeletten'),
    callToAction: 'Stiefeletten ansehen',
    image: asset('img-promo-schuhe'),
    categoryImageLink: ref<CategoryImageLink>('cil-stiefeletten'),
  }),
  bettwaesche: promotion('promo-bettwaesche', {
    _id: 'PROMO-2026-44-BETT',
    title: 'Flanell-Bettwäsche',
    text: 'Kuschelig warm durch den Winter',
    link: pageLink('link-promo-bettwaesche', 'Wohnideen ansehen', 'page-wohnen-im-herbst'),
    callToAction: 'Wohnideen ansehen',
    layoutColorPicker: COLOURS.salbei,
    image: asset('img-promo-bettwaesche'),
  }),
  versandfrei: promotion('promo-versandfrei', {
    _id: 'PROMO-2026-44-VERSAND',
    title: 'Versandkostenfrei bestellen*',
    text: 'Mit dem Code VERSANDFREI sparen Sie 5,95 € Versandkosten.',
    link: shopPath('link-promo-versandfrei', 'Jetzt shoppen', '/wohnen'),
    callToAction: 'Jetzt shoppen',
    hint: ref<LegalHint>('legalhint-versandfrei'),
    layoutColorPicker: COLOURS.nachtblau,
    image: asset('img-box-gutschein'),
  }),
};

export function card(id: string, promotionCard: PromotionCard | null, displayType: string, imageAspectRatio = '3:4'): Card {
  return entry<Card>('Card', id, { internalTitle: `Karte ${id}`, displayType, promotion: promotionCard, imageAspectRatio });
}
