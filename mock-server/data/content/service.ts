import type { PhoneBox, SeoAdvice } from '../../__generated__/content-resolvers.ts';
import { asset } from './assets.ts';
import {
  accordion,
  actionButton,
  anchorLink,
  box,
  button,
  contactBox,
  decorativeText,
  iframe,
  layout,
  layoutColumn,
  linkBox,
  richtextItem,
} from './items.ts';
import { entry, ref } from './model.ts';
import { page } from './pages.ts';
import { a, bold, entryLink, p, richText, ul } from './richtext.ts';
import { COLOURS, externalLink, pageLink, shopPath } from './shared.ts';

// FAQ and customer-service pages.

const answer = (...paragraphs: Parameters<typeof p>[]) => richText(...paragraphs.map((parts) => p(...parts)));

const bestellungFragen = (draft: boolean) =>
  accordion(
    'accordion-faq-bestellung',
    'FAQ: Bestellung',
    [
      [
        'Wie kann ich bestellen?',
        answer([
          'Online rund um die Uhr, telefonisch oder mit dem Bestellschein aus unserem Katalog. Mit dem ',
          bold('Direktbestellformular'),
          ' geben Sie Artikelnummern aus dem Katalog direkt ein.',
        ]),
      ],
      [
        'Kann ich meine Bestellung noch ändern?',
        answer(['Solange die Bestellung nicht versandt ist, ändert unser Kundenservice sie gern für Sie.']),
      ],
      [
        'Wann wird mein Gutschein eingelöst?',
        answer(['Gutscheincodes lösen Sie am Ende des Bestellvorgangs bei der Zahlung ein, nicht im Warenkorb.']),
      ],
      // The draft change adds this question.
      ...(draft
        ? [
            [
              'Kann ich an eine Packstation liefern lassen?',
              answer(['Ja. Geben Sie als Lieferadresse Ihre Packstation und Ihre Postnummer an.']),
            ] as [string, ReturnType<typeof answer>],
          ]
        : []),
    ],
    1,
  );

const lieferungFragen = accordion('accordion-faq-lieferung', 'FAQ: Lieferung', [
  [
    'Wie lange dauert die Lieferung?',
    answer(
      ['Sofort lieferbare Artikel erhalten Sie in 2–4 Werktagen.'],
      ['Alle Details: ', entryLink(ref('page-lieferung'), 'Lieferung & Versand'), '.'],
    ),
  ],
  ['Was kostet der Versand?', answer(['5,95 € pro Bestellung, Speditionsware 17,90 €.'])],
]);

const zahlungFragen = accordion('accordion-faq-zahlung', 'FAQ: Zahlung', [
  ['Welche Zahlungsarten gibt es?', richText(ul('Kauf auf Rechnung', 'Ratenkauf', 'Zahlpause', 'Nachnahme'))],
  [
    'Wann muss ich die Rechnung bezahlen?',
    answer(['Innerhalb von 30 Tagen nach Erhalt der Ware. Die Buchung Ihrer Zahlung dauert 3–5 Werktage.']),
  ],
]);

const rueckgabeFragen = accordion('accordion-faq-rueckgabe', 'FAQ: Rückgabe', [
  [
    'Wie schicke ich etwas zurück?',
    answer(['Kostenlos innerhalb von 30 Tagen. Mehr unter ', entryLink(ref('page-rueckgabe'), 'Rückgabe & Umtausch'), '.']),
  ],
]);

const kontakt = contactBox('contactbox-faq', {
  icon: 'chat',
  title: 'Ihre Frage war nicht dabei?',
  content: richText(p('Unser Kundenservice ist Mo–Sa von 7 bis 22 Uhr für Sie da – per Telefon, E-Mail oder Chat.')),
  button: button('button-faq-kontakt', shopPath('link-faq-kontakt', 'Kontakt aufnehmen', '/contact'), 'Primary', 'faq_kontakt'),
});

function faqs(draft: boolean) {
  return page(
    'faqs',
    'content',
    {
      title: 'Häufige Fragen',
      headline: 'Häufige Fragen und Antworten',
      intro: draft
        ? 'Hier finden Sie Antworten rund um Bestellung, Lieferung, Zahlung und Rückgabe – jetzt auch zur Lieferung an Packstationen.'
        : 'Hier finden Sie Antworten rund um Bestellung, Lieferung, Zahlung und Rückgabe.',
      items: [
        anchorLink('anchor-faq-bestellung', 'Bestellung', 'bestellung'),
        anchorLink('anchor-faq-lieferung', 'Lieferung', 'lieferung'),
        anchorLink('anchor-faq-zahlung', 'Zahlung', 'zahlung'),
        anchorLink('anchor-faq-rueckgabe', 'Rückgabe', 'rueckgabe'),
        decorativeText('text-faq-bestellung', 'Bestellung', 'Decorative H2'),
        bestellungFragen(draft),
        decorativeText('text-faq-lieferung', 'Lieferung', 'Decorative H2'),
        lieferungFragen,
        decorativeText('text-faq-zahlung', 'Zahlung', 'Decorative H2'),
        zahlungFragen,
        decorativeText('text-faq-rueckgabe', 'Rückgabe', 'Decorative H2'),
        rueckgabeFragen,
        kontakt,
        actionButton('actionbutton-faq-chat', 'Chat starten', 'CHAT'),
        entry<SeoAdvice>('SeoAdvice', 'seo-faqs', {
          title: 'Hilfe und Service',
          content: richText(p('Antworten auf häufige Fragen zu Bestellung, Versand, Zahlung, Rücksendung und Ihrem Kundenkonto.')),
        }),
      ],
    },
    '2026-08-01T12:00:00Z',
    9,
    '2025-02-01T08:00:00Z',
  );
}

export const FAQS = faqs(false);
/** DRAFT CHANGE of the published FAQ page: new intro and one more question, only in preview. */
export const FAQS_DRAFT = faqs(true);

/** Valid link box: matches { linkboxEntries: [{ label, children: [{ name, destination }] }] }. */
const hilfeThemen = linkBox('linkbox-hilfethemen', 'Hilfethemen', {
  linkboxEntries: [
    {
      label: 'Bestellung & Lieferung',
      children: [
        { name: 'Lieferung & Versand', destination: '/content/lieferung' },
        { name: 'Häufige Fragen', destination: '/content/faqs' },
        { name: 'Direktbestellung', destination: '/directorderform' },
      ],
    },
    {
      label: 'Rückgabe & Recht',
      children: [
        { name: 'Rückgabe & Umtausch', destination: '/content/rueckgabe' },
        { name: 'Widerrufsrecht', destination: '/content/widerrufsrecht' },
        { name: 'AGB', destination: '/content/agb' },
        { name: 'Datenschutz', destination: '/content/datenschutzhinweise' },
      ],
    },
  ],
});

export const KUNDENSERVICE = page(
  'kundenservice',
  'content',
  {
    title: 'Kundenservice',
    headline: 'Wie können wir Ihnen helfen?',
    intro: 'Ob Fragen zur Bestellung, zur Lieferung oder zu einem Artikel: Wir sind gern für Sie da.',
    items: [
      layout('layout-service-kontakt', [
        layoutColumn(
          'column-service-telefon',
          contactBox('contactbox-telefon', {
            icon: 'phone',
            title: 'Telefon',
            content: richText(p('Mo–Sa 7–22 Uhr, So 9–18 Uhr: ', a('tel:08003506060', '0800 350 60 60'), ' (kostenlos)')),
            button: null,
          }),
        ),
        layoutColumn(
          'column-service-mail',
          contactBox('contactbox-mail', {
            icon: 'mail',
            title: 'E-Mail',
            content: richText(p('Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.')),
            button: button(
              'button-service-kontaktformular',
              shopPath('link-service-kontakt', 'Zum Kontaktformular', '/contact'),
              'Primary',
              'kontaktformular',
            ),
          }),
        ),
        layoutColumn(
          'column-service-chat',
          contactBox('contactbox-chat', {
            icon: 'chat',
            title: 'Live-Chat',
            content: richText(p('Sofort eine Antwort: Unser Chat-Team hilft Ihnen direkt weiter.')),
            button: null,
          }),
        ),
      ]),
      actionButton('actionbutton-service-chat', 'Chat starten', 'CHAT'),
      ref<PhoneBox>('phonebox-bestellung'),
      hilfeThemen,
      iframe(
        'iframe-paketshop-finder',
        'https://paketshop-finder.example/embed?country=DE',
        'Paketshop in Ihrer Nähe finden',
        'paketshop_finder',
      ),
      richtextItem(
        'richtext-service-links',
        'Kundenservice: weitere Links',
        richText(
          p('Alles zu Ihrer Lieferung finden Sie unter ', entryLink(ref('page-lieferung'), 'Lieferung & Versand'), '.'),
          p('Hersteller-Informationen zur Produktsicherheit: ', a('https://ec.europa.eu/safety-gate', 'Safety Gate der EU'), '.'),
          // UNSAFE on purpose: a javascript: URI the front end must not render as a link.
          p('Alte Verlinkung: ', a('javascript:alert(1)', 'Formular öffnen'), '.'),
        ),
      ),
      externalLink('link-service-verbraucherzentrale', 'Verbraucherzentrale', 'https://www.verbraucherzentrale.de', true),
      // MISCONFIGURED: no label ('ActionButton with missing label detected').
      actionButton('actionbutton-ohne-label', null, 'CHAT'),
      // MISCONFIGURED: type the shop does not support ('ActionButton with unsupported type detected').
      actionButton('actionbutton-rueckruf', 'Rückruf anfordern', 'CALLBACK'),
      // MISCONFIGURED: number and disclaimer missing ('PhoneBox with missing props detected').
      ref<PhoneBox>('phonebox-matratzenberatung-unvollstaendig'),
      // MISCONFIGURED: JSON without linkboxEntries ('Failed to render Linkbox').
      linkBox('linkbox-kaputt', 'Beliebte Kategorien', { links: [{ title: 'Kleider', url: '/damen-mode/kleider' }] }),
      box('box-service-beratung', {
        headline: 'Persönliche Beratung',
        content: richText(p('Lassen Sie sich zu Matratzen und Lattenrosten beraten: telefonisch oder in unseren Beratungsstudios.')),
        image: asset('img-kundenservice'),
        link: pageLink('link-service-lieferung', 'Zur Lieferung', 'page-lieferung'),
        layoutColorPicker: COLOURS.salbei,
      }),
    ],
  },
  '2026-10-05T08:00:00Z',
  3,
);
