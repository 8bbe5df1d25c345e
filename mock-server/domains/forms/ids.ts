import { CONTACT_REASONS } from '../../data/contact-reasons.ts';
import { PRINT_CATALOGUES } from '../../data/print-catalogues.ts';

// Ids the forms accept: exactly those the shop offers (Query.contactReasons, Query.printCatalogues),
// so what the form shows can always be sent.

/** Contact reasons ('reason-order', 'reason-delivery' …). */
export const CONTACT_REASON_IDS: ReadonlySet<string> = new Set(CONTACT_REASONS.map((reason) => reason.id));

/** Free printed catalogues ('mode-hw26', 'wohnen-2026' …). */
export const PRINT_CATALOGUE_IDS: ReadonlySet<string> = new Set(PRINT_CATALOGUES.map((catalogue) => catalogue.id));

/** Providers a visitor can opt out of (from the opt-out URL or an OPTOUT content button). */
export const TRACKING_PROVIDERS: ReadonlySet<string> = new Set(['google-analytics', 'criteo', 'awin', 'gk-air']);
