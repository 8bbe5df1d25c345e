import { describe, expect, it } from 'vitest';
import { productPageList } from './listOrigin.ts';

describe('the list a product page is credited to', () => {
  it('a product reached from a recommendation carousel is the recommendation list', () => {
    expect(productPageList({ reco: '3a' })).toEqual({ list: 'recommendation', origin: null });
    expect(productPageList({ reco: '1', searchOrigin: 'pdp/suggestion' })).toEqual({ list: 'recommendation', origin: null });
  });

  it('a product reached from the quick-buy popup is the popupProduct list; another referrer is not', () => {
    expect(productPageList({ referrer: 'popupProduct' })).toEqual({ list: 'popupProduct', origin: null });
    expect(productPageList({ referrer: 'somewhere' })).toEqual({ list: 'pdp', origin: null });
  });

  it('the search field: a lookup that found the product is directSearch, a picked suggestion pdp/suggestion', () => {
    expect(productPageList({ searchOrigin: 'directSearch', searchTerm: '355646745' })).toEqual({ list: 'directSearch', origin: null });
    expect(productPageList({ searchTerm: '355646745' })).toEqual({ list: 'directSearch', origin: null });
    expect(productPageList({ searchOrigin: 'pdp/suggestion', suggestionType: 'product', searchTerm: 'kle' })).toEqual({
      list: 'pdp',
      origin: 'pdp/suggestion',
    });
    expect(productPageList({ suggestionType: 'product', searchTerm: 'kle' })).toEqual({ list: 'pdp', origin: 'pdp/suggestion' });
  });

  it('any other product page is pdp; empty and repeated parameters count as absent', () => {
    expect(productPageList({})).toEqual({ list: 'pdp', origin: null });
    expect(productPageList({ searchOrigin: 'plp/suggestion' })).toEqual({ list: 'pdp', origin: null });
    expect(productPageList({ reco: '', referrer: ['popupProduct'], size: '38' })).toEqual({ list: 'pdp', origin: null });
  });
});
