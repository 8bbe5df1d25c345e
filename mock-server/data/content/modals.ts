import type { Coupon, Modal } from '../../__generated__/content-resolvers.ts';
import { LEGAL_HINT_KEYS } from './coupons.ts';
import { changedRecord, publishedRecord, ref, entry, type EntryRecord } from './model.ts';
import { a, bold, embed, embedInline, entryLink, h, p, richText, table, ul } from './richtext.ts';
import { contentAsset, externalLink, pageLink } from './shared.ts';

// Modals of the shop frame, read by id: shipping costs, order information and one per legal hint.
// Pages that open one link the same record.

const modal = (sysId: string, fields: Omit<Modal, '__typename' | 'sys'>, publishedAt = '2026-10-20T06:00:00Z') =>
  entry<Modal>('Modal', sysId, fields, publishedAt);

const shippingCostModal = (draft: boolean) =>
  modal(
    'modal-shipping-cost',
    {
      internalTitle: 'Versandkosten (Warenkorb, Produktseite)',
      id: 'shippingCost',
      coupon: null,
      linkText: 'Versandkosten im Überblick',
      primaryButtonLink: pageLink('link-modal-lieferung', 'Alles zur Lieferung', 'page-lieferung'),
      headline: 'Versandkosten',
      richtext: richText(
        p('Wir berechnen pro Bestellung einmalig Versandkosten – egal, wie viele Artikel Sie bestellen.'),
        table(
          ['Lieferart', 'Kosten'],
          [
            ['Standardversand (2–4 Werktage)', '5,95 €'],
            ['Speditionsartikel (Möbel, Matratzen)', '17,90 €'],
            ['Express-Service (nächster Werktag)', '+ 9,95 €'],
            ['Zahlung per Nachnahme', '+ 6,95 €'],
          ],
        ),
        h(3, 'Versandkosten-Flatrate'),
        p(
          'Mit der ',
          bold('Versandkosten-Flatrate'),
          ' bestellen Sie 12 Monate lang ohne Standard-Versandkosten – für einmalig 9,90 €. Details finden Sie unter ',
          entryLink(ref('page-lieferung'), 'Lieferung & Versand'),
          '.',
        ),
        // DRAFT change: only preview shows this paragraph.
        ...(draft ? [p(SHIPPING_COST_DRAFT_TEXT)] : []),
      ),
    },
    '2026-09-15T09:30:00Z',
  );

/** The paragraph the shipping-cost modal's draft adds (published: absent). */
export const SHIPPING_COST_DRAFT_TEXT = 'Neu ab Dezember: Lieferung auch samstags, ohne Aufpreis.';
const shippingCost = shippingCostModal(false);

const orderInformation = modal(
  'modal-order-information',
  {
    internalTitle: 'Bestellinformationen (Checkout)',
    id: 'orderInformation',
    coupon: null,
    linkText: 'Bestellinformationen',
    primaryButtonLink: null,
    headline: 'Bestellinformationen',
    richtext: richText(
      p('Nach dem Absenden erhalten Sie eine Bestellbestätigung per E-Mail. Der Kaufvertrag kommt mit dem Versand der Ware zustande.'),
      ul(
        'Kauf auf Rechnung: Zahlung innerhalb von 30 Tagen nach Erhalt der Ware',
        'Ratenkauf: bequem in monatlichen Raten',
        'Zahlpause: erst in 100 Tagen bezahlen',
        'Nachnahme: Zahlung bei Zustellung (zzgl. 6,95 €)',
      ),
      p(
        'Es gelten unsere ',
        entryLink(ref('page-agb'), 'Allgemeinen Geschäftsbedingungen'),
        ' und das ',
        entryLink(ref('page-widerrufsrecht'), 'Widerrufsrecht'),
        '.',
      ),
    ),
  },
  '2026-05-02T08:00:00Z',
);

const herbst15 = modal('modal-herbst15-bedingungen', {
  internalTitle: 'Legal hint: Herbst-Gutschein',
  id: LEGAL_HINT_KEYS.herbst15,
  coupon: ref<Coupon>('coupon-herbst15'),
  linkText: 'Aktionsbedingungen',
  primaryButtonLink: externalLink('link-modal-strick', 'Jetzt Strickmode entdecken', '/damen-mode/oberteile/pullover'),
  headline: 'Aktionsbedingungen Herbst-Gutschein',
  richtext: richText(
    p(
      embedInline(contentAsset('asset-inline-herbstblatt', 'as-coupon-herbst-1x1', { alignment: 'RIGHT', inline: true })),
      'So lösen Sie Ihren Gutschein ein:',
    ),
    ul(
      ['Gültig bis ', bold('15.11.2026'), ' für Strickmode und Wohntextilien.'],
      'Mindestbestellwert 50 € nach Abzug von Retouren.',
      'Einlösbar am Ende des Bestellvorgangs bei der Zahlung, nicht im Warenkorb.',
      'Nicht mit anderen Gutscheinen kombinierbar, keine Barauszahlung.',
    ),
    embed(ref<Coupon>('coupon-herbst15')),
    p('Fragen? ', a('mailto:service@mode-und-wohnen.example', 'Schreiben Sie uns'), '.'),
  ),
});

const sale = modal('modal-sale-bedingungen', {
  internalTitle: 'Legal hint: Sale',
  id: LEGAL_HINT_KEYS.sale,
  coupon: null,
  linkText: 'Aktionsbedingungen',
  primaryButtonLink: null,
  headline: 'Aktionsbedingungen Sale',
  richtext: richText(
    p('Reduzierungen gegenüber dem zuvor bei uns geforderten niedrigsten Preis der letzten 30 Tage. Solange der Vorrat reicht.'),
    p(
      'Ausgenommen sind Artikel mit dem Hinweis „Dauertiefpreis“ sowie ',
      entryLink(ref('page-agb'), 'Speditionsware mit Sonderkonditionen'),
      '.',
    ),
  ),
});

const versandfrei = modal('modal-versandfrei-bedingungen', {
  internalTitle: 'Legal hint: Versandfrei',
  id: LEGAL_HINT_KEYS.versandfrei,
  coupon: ref<Coupon>('coupon-versandfrei'),
  linkText: 'Aktionsbedingungen',
  primaryButtonLink: null,
  headline: 'Versandkostenfrei bestellen',
  richtext: richText(
    p(
      'Der Code erlässt die Standard-Versandkosten von 5,95 €. Speditionskosten (17,90 €), Express-Service und Nachnahmegebühr bleiben bestehen.',
    ),
    embed(ref<Coupon>('coupon-versandfrei')),
  ),
});

// Product page of electrical goods (Product.disposalNote): the WEEE note on old appliances.
const disposalNote = modal(
  'modal-disposal-note',
  {
    internalTitle: 'Hinweis zur Entsorgung (Produktseite, Elektrogeräte)',
    id: 'disposalNote',
    coupon: null,
    linkText: 'Hinweis zur Entsorgung',
    primaryButtonLink: null,
    headline: 'Entsorgung von Elektro- und Elektronikaltgeräten',
    richtext: richText(
      p(
        'Altgeräte gehören nicht in den Hausmüll. Das Symbol der durchgestrichenen Mülltonne auf Rädern bedeutet, dass sie getrennt vom unsortierten Siedlungsabfall zu entsorgen sind.',
      ),
      p(
        'Entnehmen Sie vor der Abgabe Altbatterien und Altakkus sowie Lampen, die sich zerstörungsfrei entfernen lassen. Persönliche Daten auf dem Altgerät löschen Sie bitte selbst.',
      ),
      h(3, 'Kostenlose Rückgabe'),
      ul(
        'bei den Sammelstellen Ihrer Stadt oder Gemeinde (Wertstoffhof)',
        ['beim Kauf eines Neugeräts derselben Art: Wir nehmen ein Altgerät ', bold('bei der Lieferung'), ' kostenlos mit'],
        'kleine Altgeräte (keine Kante länger als 25 cm): bis zu drei Stück je Geräteart, auch ohne Kauf',
      ),
      p('WEEE-Reg.-Nr. DE 12345678. Mehr unter ', a('https://www.stiftung-ear.de', 'stiftung-ear.de'), '.'),
    ),
  },
  '2026-08-03T07:00:00Z',
);

export const MODAL_RECORDS: EntryRecord[] = [
  changedRecord(shippingCost, shippingCostModal(true)),
  ...[orderInformation, herbst15, sale, versandfrei, disposalNote].map(publishedRecord),
];
