import type { Page } from '../__generated__/content-resolvers.ts';

export interface ContentEntry {
  page: Page;
  /** Drafts have no publishedAt and are served only in preview. */
  draft: boolean;
}

const published = (slug: string, publishedAt: string, fields: Omit<Page, 'sys' | 'slug'>): ContentEntry => ({
  page: { sys: { id: `page-${slug}`, publishedAt }, slug, ...fields },
  draft: false,
});

// Dates lie before the mock's fixed "now" (2026-11-01).
export const CONTENT_ENTRIES: readonly ContentEntry[] = [
  published('homepage', '2026-10-28T08:00:00Z', {
    title: 'Startseite',
    headline: 'Willkommen in unserem Shop!',
    intro: 'Entdecken Sie die neue Herbst- und Winterkollektion 2026: warme Strickmode, kuschelige Wohnideen und Geschenke für die schönste Zeit des Jahres.',
    seoRobots: null,
  }),
  published('lieferung', '2026-09-15T09:30:00Z', {
    title: 'Lieferung & Versand',
    headline: 'So kommt Ihre Bestellung zu Ihnen',
    intro: 'Wir liefern innerhalb von 2–4 Werktagen. Große Möbel bringt unsere Spedition für 17,90 € bis in Ihre Wohnung.',
    seoRobots: null,
  }),
  published('faqs', '2026-08-01T12:00:00Z', {
    title: 'Häufige Fragen',
    headline: 'Häufige Fragen und Antworten',
    intro: 'Hier finden Sie Antworten rund um Bestellung, Lieferung, Zahlung und Rückgabe.',
    seoRobots: null,
  }),
  published('agb', '2026-01-01T00:00:00Z', {
    title: 'Allgemeine Geschäftsbedingungen',
    headline: 'Allgemeine Geschäftsbedingungen',
    intro: 'Bitte lesen Sie unsere Geschäftsbedingungen für Bestellungen in unserem Online-Shop.',
    seoRobots: 'noindex, follow',
  }),
  published('rueckgabe', '2026-07-20T10:00:00Z', {
    title: 'Rückgabe & Umtausch',
    headline: 'Einfach zurückschicken',
    intro: 'Sie haben 30 Tage Rückgaberecht. Legen Sie den Rücksendeschein bei und geben Sie das Paket in einer Filiale ab.',
    seoRobots: null,
  }),
  {
    page: {
      sys: { id: 'page-adventskalender', publishedAt: null },
      slug: 'adventskalender',
      title: 'Adventskalender 2026',
      headline: 'Jeden Tag eine Überraschung',
      intro: 'Ab dem 1. Dezember öffnen wir täglich ein neues Türchen mit Angeboten für Sie.',
      seoRobots: 'noindex, nofollow',
    },
    draft: true,
  },
];
