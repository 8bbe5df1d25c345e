import type { ContactReason } from '../__generated__/shop-resolvers.ts';

/** Reasons offered in the contact form; ids are what the contact form sends back. */
export const CONTACT_REASONS: readonly ContactReason[] = [
  { id: 'reason-order', label: 'Fragen zu meiner Bestellung' },
  { id: 'reason-delivery', label: 'Lieferung & Versand' },
  { id: 'reason-return', label: 'Rücksendung & Umtausch' },
  { id: 'reason-complaint', label: 'Reklamation' },
  { id: 'reason-invoice', label: 'Rechnung & Zahlung' },
  { id: 'reason-account', label: 'Mein Kundenkonto' },
  { id: 'reason-product', label: 'Produktberatung' },
  { id: 'reason-catalogue', label: 'Katalogbestellung' },
  { id: 'reason-privacy', label: 'Datenschutz' },
  { id: 'reason-feedback', label: 'Lob & Kritik' },
  { id: 'reason-other', label: 'Sonstiges' },
];
