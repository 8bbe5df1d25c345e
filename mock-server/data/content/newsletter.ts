import type { Coupon } from '../../__generated__/content-resolvers.ts';
import { asset } from './assets.ts';
import { box, button, checklist, decorativeText, richtextItem } from './items.ts';
import { ref } from './model.ts';
import { page } from './pages.ts';
import { bold, entryLink, p, richText } from './richtext.ts';
import { COLOURS, contentAsset, shopPath } from './shared.ts';

export const NEWSLETTER = page(
  'newsletter',
  'content',
  {
    title: 'Newsletter',
    headline: 'Unser Newsletter: Inspiration und Vorteile',
    intro: 'Melden Sie sich an und erhalten Sie einen 10 € Gutschein für Ihre nächste Bestellung.',
    items: [
      contentAsset('asset-newsletter', 'img-newsletter', { cdn: true }),
      decorativeText('text-newsletter-vorteile', 'Ihre Vorteile', 'Decorative H3'),
      checklist('checklist-newsletter', 'Das erwartet Sie', [
        'Exklusive Gutscheine und Aktionen',
        'Neuheiten aus Mode und Wohnen zuerst erfahren',
        'Einrichtungsideen und Styling-Tipps',
        'Jederzeit mit einem Klick abbestellbar',
      ]),
      box('box-newsletter-gutschein', {
        headline: '10 € Willkommensgutschein',
        content: richText(
          p('Nach der Bestätigung Ihrer Anmeldung erhalten Sie Ihren ', bold('10 € Gutschein'), ' per E-Mail. Mindestbestellwert 30 €.'),
        ),
        image: asset('img-box-gutschein'),
        link: shopPath('link-newsletter-anmelden', 'Jetzt anmelden', '/newsletter/subscribe'),
        layoutColorPicker: COLOURS.beige,
      }),
      // MISCONFIGURED: the coupon has no code ('Coupon without code'): not rendered, warning logged.
      ref<Coupon>('coupon-newsletter-ohne-code'),
      button(
        'button-newsletter-anmelden',
        shopPath('link-newsletter-button', 'Zur Anmeldung', '/newsletter/subscribe'),
        'Primary',
        'newsletter_anmelden',
      ),
      richtextItem(
        'richtext-newsletter-datenschutz',
        'Newsletter: Datenschutz',
        richText(
          p(
            'Sie können Ihre Einwilligung jederzeit über den Abmeldelink im Newsletter widerrufen. Mehr in unseren ',
            entryLink(ref('page-datenschutzhinweise'), 'Datenschutzhinweisen'),
            '.',
          ),
          p('Mindestalter für die Anmeldung: 18 Jahre.'),
        ),
      ),
    ],
  },
  '2026-06-01T08:00:00Z',
  3,
  '2025-02-01T08:00:00Z',
);
