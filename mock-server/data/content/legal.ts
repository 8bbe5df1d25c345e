import { actionButton, cookieList, richtextItem, tableOfContents } from './items.ts';
import { ref } from './model.ts';
import { page } from './pages.ts';
import { a, bold, entryLink, h, hr, italic, ol, p, quote, richText, table, ul } from './richtext.ts';
import { externalLink, pageLink } from './shared.ts';

// Terms, right of withdrawal and data protection: long texts with headings down to level 6,
// tables, lists, quotes and rules, and a print button.

export const AGB = page(
  'agb',
  'content',
  {
    title: 'Allgemeine Geschäftsbedingungen',
    headline: 'Allgemeine Geschäftsbedingungen',
    intro: 'Bitte lesen Sie unsere Geschäftsbedingungen für Bestellungen in unserem Online-Shop.',
    robots: 'noindex, follow',
    items: [
      tableOfContents('toc-agb', 3),
      richtextItem(
        'richtext-agb',
        'AGB: Volltext',
        richText(
          h(2, '§ 1 Geltungsbereich'),
          p(
            'Diese Geschäftsbedingungen gelten für alle Bestellungen von Verbrauchern über unseren Online-Shop, per Telefon und per Bestellschein aus unseren Katalogen.',
          ),
          h(2, '§ 2 Vertragsschluss'),
          p(
            'Die Darstellung der Artikel im Online-Shop ist kein rechtlich bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit dem ',
            bold('Versand der Ware'),
            ' zustande.',
          ),
          h(2, '§ 3 Preise und Versandkosten'),
          p('Alle Preise enthalten die gesetzliche Mehrwertsteuer. Hinzu kommen folgende Kosten:'),
          table(
            ['Leistung', 'Preis'],
            [
              ['Versandkosten je Bestellung', '5,95 €'],
              ['Speditionszuschlag', '17,90 €'],
              ['Express-Service', '9,95 €'],
              ['Nachnahmegebühr', '6,95 €'],
              ['Mitnahme Altmatratze/Lattenrost je Stück', '29,99 €'],
            ],
          ),
          h(2, '§ 4 Zahlung'),
          h(3, 'Zahlungsarten'),
          ul('Kauf auf Rechnung', 'Ratenkauf', 'Zahlpause', 'Nachnahme'),
          h(4, 'Kauf auf Rechnung'),
          p('Der Rechnungsbetrag ist innerhalb von 30 Tagen nach Erhalt der Ware fällig.'),
          h(5, 'Zahlungsverzug'),
          p('Bei Zahlungsverzug sind wir berechtigt, Verzugszinsen in gesetzlicher Höhe zu verlangen.'),
          h(6, 'Mahngebühren'),
          p('Für jede Mahnung nach Eintritt des Verzugs berechnen wir pauschal 2,50 €, sofern Sie keinen geringeren Schaden nachweisen.'),
          h(4, 'Ratenkauf und Zahlpause'),
          p('Es gelten die gesondert mitgeteilten Bedingungen; der Zuschlag wird im Warenkorb ausgewiesen.'),
          h(2, '§ 5 Eigentumsvorbehalt'),
          p('Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'),
          h(2, '§ 6 Widerrufsrecht'),
          p(
            'Ihr Widerrufsrecht richtet sich nach der ',
            entryLink(ref('page-widerrufsrecht'), 'Widerrufsbelehrung'),
            '. Zusätzlich gewähren wir eine freiwillige Rückgabegarantie von 30 Tagen.',
          ),
          h(2, '§ 7 Gewährleistung'),
          ol(
            'Es gilt das gesetzliche Mängelhaftungsrecht.',
            'Offensichtliche Transportschäden melden Sie bitte möglichst sofort.',
            'Die Gewährleistungsfrist beträgt zwei Jahre ab Lieferung.',
          ),
          h(2, '§ 8 Streitbeilegung'),
          p(
            'Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
          p(italic('Stand: 1. Januar 2026')),
        ),
      ),
      actionButton('actionbutton-agb-print', 'AGB drucken', 'PRINT'),
    ],
  },
  '2026-01-01T00:00:00Z',
  2,
  '2024-03-01T08:00:00Z',
);

export const WIDERRUFSRECHT = page(
  'widerrufsrecht',
  'content',
  {
    title: 'Widerrufsrecht',
    headline: 'Widerrufsbelehrung',
    intro: 'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen.',
    robots: 'noindex, follow',
    items: [
      richtextItem(
        'richtext-widerruf',
        'Widerruf: Belehrung und Formular',
        richText(
          h(2, 'Widerrufsrecht'),
          p(
            'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben.',
          ),
          p(
            'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.',
          ),
          h(2, 'Folgen des Widerrufs'),
          p(
            'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen zurückzuzahlen.',
          ),
          p('Wir tragen die Kosten der Rücksendung der Waren. Speditionsware holen wir ab.'),
          hr(),
          h(2, 'Muster-Widerrufsformular'),
          p('Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück:'),
          quote(
            ['An: Kundenservice, Postfach 10 20 30, 20095 Hamburg, E-Mail: widerruf@mode-und-wohnen.example'],
            ['Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:'],
            ['Bestellt am / erhalten am – Name – Anschrift – Unterschrift (nur bei Mitteilung auf Papier) – Datum'],
          ),
          p('Sie können uns auch ', a('mailto:widerruf@mode-und-wohnen.example', 'per E-Mail'), ' schreiben.'),
        ),
      ),
      actionButton('actionbutton-widerruf-print', 'Formular drucken', 'PRINT'),
      pageLink('link-widerruf-agb', 'Zu den AGB', 'page-agb'),
    ],
  },
  '2026-01-01T00:00:00Z',
  2,
  '2024-03-01T08:00:00Z',
);

export const DATENSCHUTZ = page(
  'datenschutzhinweise',
  'content',
  {
    title: 'Datenschutzhinweise',
    headline: 'Datenschutz',
    intro: 'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir wofür verarbeiten.',
    robots: 'noindex, follow',
    items: [
      tableOfContents('toc-datenschutz', 2),
      richtextItem(
        'richtext-datenschutz',
        'Datenschutz: Volltext',
        richText(
          h(1, 'Datenschutzerklärung'),
          h(2, 'Verantwortlicher'),
          p(
            'Verantwortlich für die Datenverarbeitung in diesem Online-Shop ist der Betreiber des Shops (siehe Impressum). Unsere Datenschutzbeauftragte erreichen Sie unter ',
            a('mailto:datenschutz@mode-und-wohnen.example', 'datenschutz@mode-und-wohnen.example'),
            '.',
          ),
          h(2, 'Welche Daten wir verarbeiten'),
          ul(
            'Bestelldaten (Name, Anschrift, bestellte Artikel)',
            'Zahlungsdaten',
            'Angaben im Kundenkonto',
            'Nutzungsdaten mit Ihrer Einwilligung',
          ),
          h(2, 'Cookies und Einwilligung'),
          p('Technisch notwendige Cookies setzen wir immer. Alle anderen nur, wenn Sie in den Cookie-Einstellungen zustimmen:'),
          table(
            ['Kategorie', 'Zweck', 'Einwilligung'],
            [
              ['C0001 Notwendig', 'Warenkorb, Anmeldung, Sicherheit', 'nicht erforderlich'],
              ['C0002 Leistung', 'Reichweitenmessung', 'erforderlich'],
              ['C0003 Funktional', 'Chat, Videos', 'erforderlich'],
              ['C0004 Targeting', 'Persönliche Empfehlungen', 'erforderlich'],
              ['C0005 Soziale Medien', 'Teilen-Funktionen', 'erforderlich'],
            ],
          ),
          h(2, 'Ihre Rechte'),
          ul('Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung der Verarbeitung', 'Datenübertragbarkeit', 'Widerspruch'),
          h(3, 'Beschwerderecht'),
          p('Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren.'),
        ),
      ),
      cookieList('cookielist-notwendig', 'Notwendige Cookies', 'C0001', [
        ['consent', 'Shop', 'Speichert Ihre Cookie-Einstellungen', '60 Tage'],
        ['smartbanner_consent', 'Shop', 'Merkt sich, dass Sie den App-Hinweis geschlossen haben', '60 Tage'],
        ['session', 'Shop', 'Hält Warenkorb und Anmeldung während des Besuchs', 'Sitzung'],
      ]),
      cookieList('cookielist-leistung', 'Leistungs-Cookies', 'C0002', [
        ['ecc', 'Shop', 'Einstiegskampagne des Besuchs', '30 Tage'],
        ['eccCurrent', 'Shop', 'Aktuelle Einstiegskampagne', '30 Tage'],
        ['eccPaid', 'Shop', 'Bezahlte Einstiegskampagne', '30 Tage'],
      ]),
      cookieList('cookielist-targeting', 'Targeting-Cookies', 'C0004', [
        ['recoSessionId', 'Empfehlungsdienst', 'Sitzung für persönliche Empfehlungen', '7 Tage'],
        ['recoUserId', 'Empfehlungsdienst', 'Wiedererkennung für persönliche Empfehlungen', '60 Tage'],
        ['eccMarketing', 'Shop', 'Marketing-Einstiegskampagne', '30 Tage'],
      ]),
      actionButton('actionbutton-datenschutz-optout', 'Tracking deaktivieren', 'OPTOUT'),
      externalLink('link-datenschutz-bfdi', 'Bundesbeauftragte für den Datenschutz', 'https://www.bfdi.bund.de', true),
      // MISCONFIGURED: no externalTarget ('Link with missing externalTarget detected').
      externalLink('link-datenschutz-ohne-ziel', 'Datenschutz-Einstellungen unserer Partner', null),
    ],
  },
  '2026-05-25T08:00:00Z',
  5,
  '2024-03-01T08:00:00Z',
);
