// The list a product page is credited to in analytics, from where its URL says the shopper came
// (section 2.2): recommendation carousels mark their links with 'reco', the quick-buy popup with
// 'referrer=popupProduct', the search field with searchOrigin, suggestionType and searchTerm.
// Loaded with the analytics events, not with the page. A listing's own classification is
// classifyList (features/listing).

const param = (search: Readonly<Record<string, unknown>>, name: string) =>
  typeof search[name] === 'string' && search[name] !== '' ? (search[name] as string) : null;

/**
 * The list of a product page's view and of its adds to the basket: a product reached from a
 * recommendation is 'recommendation', from the quick-buy popup 'popupProduct', from the search
 * field's lookup 'directSearch' (its searchOrigin, or a searchTerm without a suggestion), any
 * other product page 'pdp'; a picked product suggestion keeps 'pdp' with the origin
 * 'pdp/suggestion'.
 */
export function productPageList(search: Readonly<Record<string, unknown>>): { list: string; origin: string | null } {
  if (param(search, 'reco')) return { list: 'recommendation', origin: null };
  if (param(search, 'referrer') === 'popupProduct') return { list: 'popupProduct', origin: null };
  const searchOrigin = param(search, 'searchOrigin');
  if (searchOrigin === 'pdp/suggestion' || (searchOrigin === null && param(search, 'suggestionType')))
    return { list: 'pdp', origin: 'pdp/suggestion' };
  if (searchOrigin === 'directSearch' || (searchOrigin === null && param(search, 'searchTerm')))
    return { list: 'directSearch', origin: null };
  return { list: 'pdp', origin: null };
}
