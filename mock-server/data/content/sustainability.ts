import { asset } from './assets.ts';
import { anchorLink, decorativeText, layout, layoutColumn, panel, richtextItem, tableOfContents, tip, video } from './items.ts';
import { entry } from './model.ts';
import { page } from './pages.ts';
import { a, bold, embedAsset, h, p, richText, table, ul } from './richtext.ts';
import { contentAsset, pageLink } from './shared.ts';
import type { SeoAdvice } from '../../__generated__/content-resolvers.ts';

// The sustainability page; other pages link its anchor #gots-und-ocs (the heading 'GOTS und OCS').

export const NACHHALTIGKEIT = page(
  'nachhaltigkeit',
  'content',
  {
    title: 'Nachhaltigkeit',
    headline: 'Mode und Wohnen mit gutem Gewissen',
    intro: 'Wir setzen auf Bio-Baumwolle, recycelte Materialien und faire Produktion – und zeigen Ihnen, woran Sie das erkennen.',
    items: [
      anchorLink('anchor-nachhaltigkeit-siegel', 'Mehr zu GOTS und OCS', 'gots-und-ocs'),
      tableOfContents('toc-nachhaltigkeit', 2),
      richtextItem(
        'richtext-nachhaltigkeit',
        'Nachhaltigkeit: Ziele und Siegel',
        richText(
          h(2, 'Unsere Ziele'),
          ul(
            'Bis 2028 stammt 90 % unserer Baumwolle aus nachhaltigem Anbau',
            'Verpackungen aus mindestens 80 % Recyclingmaterial',
            'Klimaneutraler Versand aller Pakete',
          ),
          embedAsset(asset('img-baumwollfeld')),
          h(2, 'GOTS und OCS'),
          p('Zwei Siegel helfen Ihnen, Bio-Baumwolle zu erkennen:'),
          h(3, 'GOTS – Global Organic Textile Standard'),
          p('Mindestens ', bold('70 % Bio-Fasern'), ', dazu strenge ökologische und soziale Kriterien entlang der gesamten Lieferkette.'),
          h(3, 'OCS – Organic Content Standard'),
          p('Bestätigt den Anteil biologisch angebauter Fasern in einem Produkt – vom Feld bis zum fertigen Artikel.'),
          table(
            ['Siegel', 'Bio-Anteil', 'Soziale Kriterien'],
            [
              ['GOTS', 'mind. 70 %', 'ja'],
              ['OCS 100', 'mind. 95 %', 'nein'],
              ['OCS blended', 'mind. 5 %', 'nein'],
            ],
          ),
          p('Mehr unter ', a('https://global-standard.org/de', 'global-standard.org'), '.'),
        ),
      ),
      layout(
        'layout-nachhaltigkeit-siegel',
        [
          layoutColumn(
            'column-nachhaltigkeit-siegel',
            contentAsset('asset-gots-siegel', 'img-gots-siegel', { cdn: true, alignment: 'LEFT' }),
            'center',
          ),
          layoutColumn(
            'column-nachhaltigkeit-text',
            richtextItem(
              'richtext-nachhaltigkeit-produkte',
              'Nachhaltigkeit: Produkte finden',
              richText(
                p('Nachhaltige Artikel erkennen Sie am Logo auf der Produktseite. In der Produktliste filtern Sie nach „Nachhaltigkeit“.'),
              ),
            ),
          ),
        ],
        { ratio: '25/75', verticalAlignment: 'center', maxPageWidth: '65%' },
      ),
      panel(
        'panel-nachhaltigkeit-verpackung',
        'Nachhaltigkeit: Verpackung',
        richText(
          h(3, 'Weniger Verpackung'),
          p('Unsere Versandkartons bestehen zu 85 % aus Altpapier. Bitte nutzen Sie den Karton für Ihre Rücksendung.'),
        ),
      ),
      video('video-nachhaltigkeit', 'video-nachhaltigkeit', 'Vom Baumwollfeld in den Kleiderschrank', 'cdn'),
      tip('tip-nachhaltigkeit-pflege', {
        title: 'Länger Freude an Wolle',
        content: richText(p('Wolle lüften statt waschen: Oft reicht es, den Pullover über Nacht ans offene Fenster zu hängen.')),
        link: pageLink('link-tip-inspiration', 'Mehr Wohnideen', 'page-wohnen-im-herbst'),
        image: asset('img-tipp-pflege'),
      }),
      decorativeText('text-nachhaltigkeit-abschluss', 'Gemeinsam für morgen', 'Decorative H4'),
      entry<SeoAdvice>('SeoAdvice', 'seo-nachhaltigkeit', {
        title: 'Nachhaltige Mode online kaufen',
        content: richText(p('Entdecken Sie Mode aus Bio-Baumwolle und recycelten Fasern, zertifiziert nach GOTS und OCS.')),
      }),
    ],
  },
  '2026-04-22T08:00:00Z',
  2,
);
