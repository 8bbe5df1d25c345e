// Ids the forms accept. The lists the shop offers (Query.contactReasons, Query.printCatalogues)
// belong to the catalogue side, which serves these same ids; the forms check against them.

/** Contact reasons: order, delivery, return, invoice, account, product, other. */
export const CONTACT_REASON_IDS: ReadonlySet<string> = new Set(['order', 'delivery', 'return', 'invoice', 'account', 'product', 'other']);

/** Free printed catalogues of the autumn/winter season (product catalogId 'HW26'). */
export const PRINT_CATALOGUE_IDS: ReadonlySet<string> = new Set(['HW26', 'HW26-WOHNEN', 'HW26-WAESCHE', 'HW26-SCHUHE']);

/** Providers a visitor can opt out of (from the opt-out URL or an OPTOUT content button). */
export const TRACKING_PROVIDERS: ReadonlySet<string> = new Set(['google-analytics', 'criteo', 'awin', 'gk-air']);
