import type { Modal } from '../../__generated__/content-resolvers.ts';
import { asset } from './assets.ts';
import { button, checklist, decorativeText, dosDonts, layout, layoutColumn, richtextItem, tableOfContents, tip, video } from './items.ts';
import { ref } from './model.ts';
import { page } from './pages.ts';
import { card, PROMOTIONS } from './promotions.ts';
import { a, bold, embedAsset, entryLink, h, italic, ol, p, richText, table, ul } from './richtext.ts';
import { contentAsset, pageLink, shopPath } from './shared.ts';

// Help pages on delivery and returns.

export const LIEFERUNG = page(
  'lieferung',
  'content',
  {
    title: 'Lieferung & Versand',
    headline: 'So kommt Ihre Bestellung zu Ihnen',
    intro: 'Wir liefern innerhalb von 2–4 Werktagen. Große Möbel bringt unsere Spedition für 17,90 € bis in Ihre Wohnung.',
    items: [
      tableOfContents('toc-lieferung', 2),
      richtextItem(
        'richtext-lieferung',
        'Lieferung: Lieferzeiten und Kosten',
        richText(
          h(2, 'Lieferzeiten'),
          p('Die Lieferzeit steht bei jedem Artikel auf der Produktseite und im Warenkorb. Sie beginnt mit dem Tag nach Ihrer Bestellung.'),
          table(
            ['Verfügbarkeit', 'Lieferzeit'],
            [
              ['Sofort lieferbar', '2–4 Werktage'],
              ['Direktversand vom Hersteller', '5–6 Werktage oder 8–10 Werktage'],
              ['Lieferbar in 1–2 Wochen', '1–2 Wochen'],
              ['Lieferbar in 2–3 Wochen', '2–3 Wochen'],
            ],
          ),
          h(2, 'Versandkosten'),
          p(
            'Pro Bestellung berechnen wir einmalig ',
            bold('5,95 €'),
            ' Versandkosten. Mit der Versandkosten-Flatrate sparen Sie sich diese ein Jahr lang.',
          ),
          h(2, 'Lieferung per Spedition'),
          p(
            'Möbel, Matratzen und Lattenroste liefert unsere Spedition für ',
            bold('17,90 €'),
            '. Sie erhalten vorab einen Anruf zur Terminabsprache.',
          ),
          embedAsset(asset('img-versand-paket')),
          ul('Lieferung bis in die Wohnung, auch in höhere Stockwerke', 'Terminabsprache telefonisch oder per SMS', [
            'Mitnahme Ihrer alten Matratze oder Ihres Lattenrosts für ',
            bold('29,99 €'),
            ' pro Stück',
          ]),
          h(3, 'Altmatratzen-Mitnahme'),
          p('Buchen Sie den Mitnahmeservice einfach im Warenkorb zu. Bitte stellen Sie die Matratze am Liefertag bereit.'),
          h(2, 'Sendungsverfolgung'),
          p(
            'Den aktuellen Status Ihrer Lieferung sehen Sie unter ',
            a('/customer/orders', 'Meine Bestellungen'),
            ' oder über den Link in Ihrer Versandbestätigung.',
          ),
        ),
      ),
      ref<Modal>('modal-shipping-cost'),
      tip('tip-lieferung-packstation', {
        title: 'Tipp: Lieferung an die Packstation',
        tipText:
          'Geben Sie bei der Lieferadresse einfach Ihre Packstation und Postnummer an – so erhalten Sie Ihr Paket auch, wenn Sie nicht zu Hause sind.',
        image: asset('img-versand-paket'),
      }),
      checklist('checklist-lieferung', 'Gut zu wissen', [
        'Kostenlose Rücksendung innerhalb von 30 Tagen',
        'Lieferung auch an Packstationen und Filialen',
        'Zahlung erst nach Erhalt der Ware',
      ]),
      pageLink('link-lieferung-rueckgabe', 'Zur Rückgabe & Umtausch', 'page-rueckgabe'),
      card('card-lieferung-versandfrei', PROMOTIONS.versandfrei, 'COMPACT', '1:1'),
    ],
  },
  '2026-09-15T09:30:00Z',
  6,
  '2025-02-01T08:00:00Z',
);

export const RUECKGABE = page(
  'rueckgabe',
  'content',
  {
    title: 'Rückgabe & Umtausch',
    headline: 'Einfach zurückschicken',
    intro: 'Sie haben 30 Tage Rückgaberecht. Legen Sie den Rücksendeschein bei und geben Sie das Paket in einer Filiale ab.',
    items: [
      decorativeText('text-rueckgabe', 'In drei Schritten zurück', 'Decorative H2'),
      layout(
        'layout-rueckgabe',
        [
          layoutColumn(
            'column-rueckgabe-text',
            richtextItem(
              'richtext-rueckgabe-schritte',
              'Rückgabe: Schritte',
              richText(
                ol(
                  ['Artikel ', bold('ungetragen'), ' und mit Etikett in die Originalverpackung legen.'],
                  'Rücksendeschein ausfüllen und beilegen – oder unter „Meine Bestellungen“ ein Retourenetikett erzeugen.',
                  'Paket kostenlos in einer Filiale oder Packstation abgeben.',
                ),
                p(
                  'Die Gutschrift erfolgt auf dem ursprünglichen Zahlungsweg. Eine Rücksendung kann bis zu ',
                  bold('15 Werktage'),
                  ' dauern.',
                ),
                p(italic('Speditionsware holen wir bei Ihnen ab – rufen Sie uns dazu bitte an.')),
              ),
            ),
          ),
          layoutColumn('column-rueckgabe-bild', contentAsset('asset-rueckgabe', 'img-ruecksendung', { alignment: 'RIGHT' }), 'center'),
        ],
        { ratio: '75/25', verticalAlignment: 'center' },
      ),
      video('video-rueckgabe', 'video-ruecksendung', 'So einfach geht die Rücksendung', 'url'),
      dosDonts(
        'dosdonts-rueckgabe',
        'So klappt die Rücksendung',
        ['Artikel gut verpacken', 'Rücksendeschein beilegen', 'Einlieferungsbeleg aufbewahren'],
        'Bitte vermeiden',
        ['Getragene oder gewaschene Ware', 'Unfreie Rücksendungen', 'Artikel ohne Etikett'],
      ),
      button(
        'button-rueckgabe-bestellungen',
        shopPath('link-rueckgabe-bestellungen', 'Retourenetikett erstellen', '/customer/orders'),
        'Primary',
        'retourenetikett',
      ),
      button(
        'button-rueckgabe-widerruf',
        pageLink('link-rueckgabe-widerruf', 'Zum Widerrufsrecht', 'page-widerrufsrecht'),
        'Secondary',
        'widerrufsrecht',
      ),
      richtextItem(
        'richtext-rueckgabe-hinweis',
        'Rückgabe: Hinweis Widerruf',
        richText(
          p(
            'Ihr gesetzliches ',
            entryLink(ref('page-widerrufsrecht'), 'Widerrufsrecht'),
            ' bleibt von der freiwilligen Rückgabegarantie unberührt.',
          ),
        ),
      ),
    ],
  },
  '2026-07-20T10:00:00Z',
  4,
  '2025-02-01T08:00:00Z',
);
