import type { ContactReason } from '../__generated__/shop-resolvers.ts';

// Reasons offered in the contact form, in the shop's language; ids are what the contact form
// sends back, the same in every language.

const IDS = [
  'reason-order',
  'reason-delivery',
  'reason-return',
  'reason-complaint',
  'reason-invoice',
  'reason-account',
  'reason-product',
  'reason-catalogue',
  'reason-privacy',
  'reason-feedback',
  'reason-other',
] as const;

type Labels = Readonly<Record<(typeof IDS)[number], string>>;

const LABELS: Readonly<Record<string, Labels>> = {
  de: {
    'reason-order': 'Fragen zu meiner Bestellung',
    'reason-delivery': 'Lieferung & Versand',
    'reason-return': 'Rücksendung & Umtausch',
    'reason-complaint': 'Reklamation',
    'reason-invoice': 'Rechnung & Zahlung',
    'reason-account': 'Mein Kundenkonto',
    'reason-product': 'Produktberatung',
    'reason-catalogue': 'Katalogbestellung',
    'reason-privacy': 'Datenschutz',
    'reason-feedback': 'Lob & Kritik',
    'reason-other': 'Sonstiges',
  },
  fr: {
    'reason-order': 'Questions sur ma commande',
    'reason-delivery': 'Livraison & expédition',
    'reason-return': 'Retour & échange',
    'reason-complaint': 'Réclamation',
    'reason-invoice': 'Facture & paiement',
    'reason-account': 'Mon compte client',
    'reason-product': 'Conseil produit',
    'reason-catalogue': 'Commande de catalogue',
    'reason-privacy': 'Protection des données',
    'reason-feedback': 'Compliments & critiques',
    'reason-other': 'Autre',
  },
  nl: {
    'reason-order': 'Vragen over mijn bestelling',
    'reason-delivery': 'Levering & verzending',
    'reason-return': 'Retourneren & ruilen',
    'reason-complaint': 'Klacht',
    'reason-invoice': 'Factuur & betaling',
    'reason-account': 'Mijn account',
    'reason-product': 'Productadvies',
    'reason-catalogue': 'Catalogus aanvragen',
    'reason-privacy': 'Privacy',
    'reason-feedback': 'Complimenten & kritiek',
    'reason-other': 'Overig',
  },
  cs: {
    'reason-order': 'Dotazy k mé objednávce',
    'reason-delivery': 'Doručení & doprava',
    'reason-return': 'Vrácení & výměna',
    'reason-complaint': 'Reklamace',
    'reason-invoice': 'Faktura & platba',
    'reason-account': 'Můj zákaznický účet',
    'reason-product': 'Poradenství k produktům',
    'reason-catalogue': 'Objednávka katalogu',
    'reason-privacy': 'Ochrana osobních údajů',
    'reason-feedback': 'Pochvala & kritika',
    'reason-other': 'Jiné',
  },
  sv: {
    'reason-order': 'Frågor om min beställning',
    'reason-delivery': 'Leverans & frakt',
    'reason-return': 'Retur & byte',
    'reason-complaint': 'Reklamation',
    'reason-invoice': 'Faktura & betalning',
    'reason-account': 'Mitt kundkonto',
    'reason-product': 'Produktrådgivning',
    'reason-catalogue': 'Beställa katalog',
    'reason-privacy': 'Dataskydd',
    'reason-feedback': 'Beröm & kritik',
    'reason-other': 'Övrigt',
  },
  sk: {
    'reason-order': 'Otázky k mojej objednávke',
    'reason-delivery': 'Doručenie & doprava',
    'reason-return': 'Vrátenie & výmena',
    'reason-complaint': 'Reklamácia',
    'reason-invoice': 'Faktúra & platba',
    'reason-account': 'Môj zákaznícky účet',
    'reason-product': 'Poradenstvo k produktom',
    'reason-catalogue': 'Objednávka katalógu',
    'reason-privacy': 'Ochrana osobných údajov',
    'reason-feedback': 'Pochvala & kritika',
    'reason-other': 'Iné',
  },
};

/** The reasons in a locale's language; German for a language the mock has none of. */
export function contactReasons(locale: string): ContactReason[] {
  const labels = LABELS[locale.split('-')[0]!] ?? LABELS.de!;
  return IDS.map((id) => ({ id, label: labels[id] }));
}

/** The reasons as the German shop offers them (the ids are the same in every language). */
export const CONTACT_REASONS: readonly ContactReason[] = contactReasons('de-DE');
