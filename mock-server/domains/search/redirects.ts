import { words } from '../fulltext/text.ts';

// Terms that lead to a page instead of a search (searchField.redirect), as configured in the shop.

const REDIRECTS: Readonly<Record<string, string>> = {
  versandkosten: '/content/lieferung',
  lieferung: '/content/lieferung',
  lieferzeit: '/content/lieferung',
  versand: '/content/lieferung',
  agb: '/content/agb',
  rückgabe: '/content/rueckgabe',
  rücksendung: '/content/rueckgabe',
  retoure: '/content/rueckgabe',
  umtausch: '/content/rueckgabe',
  widerruf: '/content/widerrufsrecht',
  widerrufsrecht: '/content/widerrufsrecht',
  datenschutz: '/content/datenschutzhinweise',
  faq: '/content/faqs',
  hilfe: '/content/faqs',
  newsletter: '/newsletter/',
  kontakt: '/contact',
  kundenservice: '/contact',
  merkzettel: '/wishlist',
  wunschliste: '/wishlist',
  warenkorb: '/basket',
  bestellschein: '/directorderform',
  direktbestellung: '/directorderform',
  'mein konto': '/customer',
  kundenkonto: '/customer',
};

/** The configured target of a term ('Versandkosten', 'rueckgabe', ' AGB '), or null. */
export function redirectFor(term: string): string | null {
  return REDIRECTS[words(term).join(' ')] ?? null;
}
