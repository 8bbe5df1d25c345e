import type { Coupon, LegalHint } from '../../__generated__/content-resolvers.ts';
import { assetSet } from './assets.ts';
import { draftRecord, draftSys, entry, publishedRecord, ref, type EntryRecord } from './model.ts';

// Coupons and the legal hints (asterisk texts) of promotions. Pages link them with ref(), so a
// coupon exists once and couponCollection lists every coupon a page shows.

const herbst15 = entry<Coupon>(
  'Coupon',
  'coupon-herbst15',
  {
    title: 'Herbst-Gutschein',
    couponText: '15 % Rabatt auf Strickmode und Wohntextilien',
    hint: 'Gültig bis 15.11.2026 ab 50 € Bestellwert. Nicht mit anderen Gutscheinen kombinierbar.',
    showQrCode: true,
    code: 'HERBST15',
    code2: null,
    couponImage: assetSet('as-coupon-herbst'),
    layoutColor: 'beige',
    hideInfoButton: false,
  },
  '2026-10-20T06:00:00Z',
);

const versandfrei = entry<Coupon>(
  'Coupon',
  'coupon-versandfrei',
  {
    title: 'Versandkostenfrei bestellen',
    couponText: 'Wir schenken Ihnen die Versandkosten Ihrer nächsten Bestellung.',
    hint: 'Erster Code für den Online-Shop, zweiter Code für die App. Gültig bis 30.11.2026.',
    showQrCode: false,
    code: 'VERSANDFREI',
    code2: 'APPVERSANDFREI',
    couponImage: null,
    layoutColor: 'green',
    hideInfoButton: true,
  },
  '2026-10-25T06:00:00Z',
);

// MISCONFIGURED: no code; the front end logs a warning and does not render the coupon
// ('Coupon without code'). Shown on /content/newsletter.
const newsletterOhneCode = entry<Coupon>(
  'Coupon',
  'coupon-newsletter-ohne-code',
  {
    title: 'Ihr 10 € Willkommensgutschein',
    couponText: 'Für Ihre erste Bestellung nach der Newsletter-Anmeldung',
    hint: 'Mindestbestellwert 30 €. Einmal einlösbar.',
    showQrCode: false,
    code: null,
    code2: null,
    couponImage: null,
    layoutColor: 'red',
    hideInfoButton: false,
  },
  '2026-06-01T08:00:00Z',
);

// DRAFT: never published; belongs to the draft page 'adventskalender'.
const advent: Coupon = {
  __typename: 'Coupon',
  sys: draftSys('coupon-advent'),
  title: 'Adventskalender-Gutschein',
  couponText: '20 % auf Weihnachtsdeko – nur am 1. Dezember',
  hint: 'Gültig am 01.12.2026 ab 40 € Bestellwert.',
  showQrCode: true,
  code: 'ADVENT26',
  code2: null,
  couponImage: assetSet('as-adventskalender'),
  layoutColor: 'red',
  hideInfoButton: false,
};

const legalHint = (id: string, key: string, title: string, couponId: string | null) =>
  entry<LegalHint>(
    'LegalHint',
    id,
    { internalTitle: title, id: key, coupon: couponId ? ref<Coupon>(couponId) : null },
    '2026-10-20T06:00:00Z',
  );

/** Keys of legal hints; each has a modal with the same id. */
export const LEGAL_HINT_KEYS = {
  herbst15: 'herbst15-bedingungen',
  sale: 'sale-bedingungen',
  versandfrei: 'versandfrei-bedingungen',
} as const;

export const COUPON_RECORDS: EntryRecord[] = [
  publishedRecord(herbst15),
  publishedRecord(versandfrei),
  publishedRecord(newsletterOhneCode),
  draftRecord(advent),
];

export const LEGAL_HINT_RECORDS: EntryRecord[] = [
  publishedRecord(legalHint('legalhint-herbst15', LEGAL_HINT_KEYS.herbst15, 'Bedingungen Herbst-Gutschein', 'coupon-herbst15')),
  publishedRecord(legalHint('legalhint-sale', LEGAL_HINT_KEYS.sale, 'Bedingungen Sale', null)),
  publishedRecord(legalHint('legalhint-versandfrei', LEGAL_HINT_KEYS.versandfrei, 'Bedingungen Versandfrei', 'coupon-versandfrei')),
];
