import type { PhoneBox } from '../../__generated__/content-resolvers.ts';
import { entry, publishedRecord, type EntryRecord } from './model.ts';

const phoneBox = (id: string, fields: Omit<PhoneBox, '__typename' | 'sys'>) =>
  entry<PhoneBox>('PhoneBox', id, fields, '2026-03-10T08:00:00Z');

/** For the checkout help; listed first, so the off-canvas query must really filter. */
const bestellung = phoneBox('phonebox-bestellung', {
  internalTitle: 'Telefon Bestellannahme (Kundenservice-Seite)',
  icon: 'phone',
  title: 'Fragen zu Ihrer Bestellung?',
  subtitle: 'Unser Kundenservice hilft Ihnen gern weiter.',
  number: '0800 350 60 70',
  disclaimer: 'Kostenlos aus dem deutschen Fest- und Mobilfunknetz. Mo–Fr 8–20 Uhr, Sa 9–16 Uhr.',
  disclaimerIcon: 'info',
  inline: 'inline',
  useInOffCanvasNavigation: 'false',
});

/** The box of the off-canvas menu. */
const offCanvas = phoneBox('phonebox-offcanvas', {
  internalTitle: 'Telefon Beratung (Off-Canvas-Menü)',
  icon: 'phone',
  title: 'Bestellung & Beratung',
  subtitle: 'Wir sind persönlich für Sie da',
  number: '0800 350 60 60',
  disclaimer: 'Kostenlos aus dem deutschen Fest- und Mobilfunknetz. Mo–Sa 7–22 Uhr, So 9–18 Uhr.',
  disclaimerIcon: 'clock',
  inline: 'block',
  useInOffCanvasNavigation: 'true',
});

// MISCONFIGURED: number and disclaimer missing; the front end logs 'PhoneBox with missing props
// detected' and does not render it. Shown on /content/kundenservice.
const unvollstaendig = phoneBox('phonebox-matratzenberatung-unvollstaendig', {
  internalTitle: 'Matratzen-Beratung (unvollständig)',
  icon: 'phone',
  title: 'Matratzen-Beratung',
  subtitle: 'Finden Sie die passende Härte',
  number: null,
  disclaimer: null,
  disclaimerIcon: null,
  inline: 'block',
  useInOffCanvasNavigation: null,
});

export const PHONE_BOX_RECORDS: EntryRecord[] = [bestellung, offCanvas, unvollstaendig].map(publishedRecord);
