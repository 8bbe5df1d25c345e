// Content with known properties, for tests of the front end and of the content API.

export const CONTENT_KNOWN = {
  /** Published pages by slug (route: / for the homepage, /content/, /inspiration/, /outfit/). */
  pages: {
    homepage: 'homepage',
    content: [
      'lieferung',
      'faqs',
      'datenschutzhinweise',
      'newsletter',
      'rueckgabe',
      'agb',
      'widerrufsrecht',
      'nachhaltigkeit',
      'kundenservice',
    ],
    inspiration: ['wohnen-im-herbst'],
    outfit: ['business-casual'],
  },
  /** Anchor on /content/nachhaltigkeit (heading 'GOTS und OCS'). */
  anchor: { slug: 'nachhaltigkeit', anchor: 'gots-und-ocs' },
  /** Never published: only in preview. Linked from /inspiration/wohnen-im-herbst. */
  draftPage: 'adventskalender',
  draftCoupon: { id: 'coupon-advent', code: 'ADVENT26' },
  /** Published page with a draft change: preview shows another intro and one more FAQ question. */
  changedPage: { slug: 'faqs', draftIntro: /Packstationen/, draftQuestion: 'Kann ich an eine Packstation liefern lassen?' },
  modals: { shippingCost: 'shippingCost', orderInformation: 'orderInformation', disposalNote: 'disposalNote' },
  /** Published modal with a draft change: in preview the shipping-cost modal has one more paragraph. */
  changedModal: { id: 'shippingCost', draftText: 'Neu ab Dezember: Lieferung auch samstags, ohne Aufpreis.' },
  legalHints: { herbst15: 'herbst15-bedingungen', sale: 'sale-bedingungen', versandfrei: 'versandfrei-bedingungen' },
  coupons: { herbst15: 'HERBST15', versandfrei: { code: 'VERSANDFREI', code2: 'APPVERSANDFREI' } },
  phoneBoxes: { offCanvas: 'phonebox-offcanvas', other: 'phonebox-bestellung' },
  /** A rich-text hyperlink with a javascript: URI, on /content/kundenservice: must not become a link. */
  unsafeHyperlink: { slug: 'kundenservice', uri: 'javascript:alert(1)' },
} as const;

/** Items the front end must not render, with the warning it logs. By page slug and entry id. */
export const MISCONFIGURED_ITEMS = [
  { slug: 'kundenservice', id: 'actionbutton-ohne-label', type: 'ActionButton', warning: 'ActionButton with missing label detected' },
  { slug: 'kundenservice', id: 'actionbutton-rueckruf', type: 'ActionButton', warning: 'ActionButton with unsupported type detected' },
  {
    slug: 'kundenservice',
    id: 'phonebox-matratzenberatung-unvollstaendig',
    type: 'PhoneBox',
    warning: 'PhoneBox with missing props detected',
  },
  { slug: 'kundenservice', id: 'linkbox-kaputt', type: 'LinkBox', warning: 'Failed to render Linkbox' },
  { slug: 'newsletter', id: 'coupon-newsletter-ohne-code', type: 'Coupon', warning: 'Coupon without code' },
  {
    slug: 'datenschutzhinweise',
    id: 'link-datenschutz-ohne-ziel',
    type: 'ExternalLink',
    warning: 'Link with missing externalTarget detected',
  },
  { slug: 'wohnen-im-herbst', id: 'card-ohne-promotion', type: 'Card', warning: 'Card with missing data detected' },
  { slug: 'wohnen-im-herbst', id: 'layout-leer', type: 'Layout', warning: 'Empty layout detected' },
  { slug: 'business-casual', id: 'layout-fuenf-spalten', type: 'Layout', warning: 'Layout with unsupported column detected' },
  {
    slug: 'business-casual',
    id: 'reco-ohne-typ',
    type: 'Recommendation',
    warning: 'Recommendation with missing recommendationType detected',
  },
  {
    slug: 'business-casual',
    id: 'reco-gkair-unvollstaendig',
    type: 'RecommendationGkAir',
    warning: 'GK Air Recommendation with missing service/outputId detected',
  },
] as const;
