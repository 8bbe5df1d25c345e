import { describe, expect, it } from 'vitest';
import { LOGGING_CATEGORIES, PAGE_TYPES, loggingCategory, pageTypeFromPath, type PageType } from './pageType.ts';

describe('pageTypeFromPath: one test per page type and its paths', () => {
  it('/ is homepage', () => expect(pageTypeFromPath('/')).toBe('homepage'));
  it('/search is searchResultPage', () => expect(pageTypeFromPath('/search')).toBe('searchResultPage'));
  it('/directorderform is directOrderForm', () => expect(pageTypeFromPath('/directorderform')).toBe('directOrderForm'));
  it('/basket is basket', () => expect(pageTypeFromPath('/basket')).toBe('basket'));
  it('/contact is contact', () => expect(pageTypeFromPath('/contact')).toBe('contact'));
  it('/customer is customer', () => expect(pageTypeFromPath('/customer')).toBe('customer'));
  it('/checkout is checkout', () => expect(pageTypeFromPath('/checkout')).toBe('checkout'));
  it('/thanks is thanks', () => expect(pageTypeFromPath('/thanks')).toBe('thanks'));
  it('/wishlist is wishlist', () => expect(pageTypeFromPath('/wishlist')).toBe('wishlist'));
  it('starts with /newsletter/ is newsletter', () => {
    expect(pageTypeFromPath('/newsletter/unsubscribe')).toBe('newsletter');
    expect(pageTypeFromPath('/newsletter/')).toBe('newsletter');
  });
  it('starts with /content/ is content', () => {
    expect(pageTypeFromPath('/content/lieferung')).toBe('content');
    expect(pageTypeFromPath('/content/faqs/versand')).toBe('content');
  });
  it('starts with /p/ is productDetailPage', () => {
    expect(pageTypeFromPath('/p/123456')).toBe('productDetailPage');
  });
  it('starts with /inspiration/ is inspiration', () => {
    expect(pageTypeFromPath('/inspiration/sommer-looks')).toBe('inspiration');
  });
  it('starts with /outfit/ is outfit', () => expect(pageTypeFromPath('/outfit/business')).toBe('outfit'));
  it('starts with /email (no slash needed) is email', () => {
    expect(pageTypeFromPath('/email')).toBe('email');
    expect(pageTypeFromPath('/email/verify')).toBe('email');
    expect(pageTypeFromPath('/emailverification')).toBe('email');
  });
  it('anything else is productListingPage', () => {
    expect(pageTypeFromPath('/damen-bekleidung')).toBe('productListingPage');
    expect(pageTypeFromPath('/heimtextilien/bettwaesche/satin')).toBe('productListingPage');
  });
});

describe('pageTypeFromPath: categoryMatching flag', () => {
  it('turns the fallback listing into categoryMatching', () => {
    expect(pageTypeFromPath('/damen-bekleidung', { categoryMatching: true })).toBe('categoryMatching');
  });
  it('leaves every other row alone', () => {
    expect(pageTypeFromPath('/', { categoryMatching: true })).toBe('homepage');
    expect(pageTypeFromPath('/search', { categoryMatching: true })).toBe('searchResultPage');
    expect(pageTypeFromPath('/p/1', { categoryMatching: true })).toBe('productDetailPage');
  });
  it('false keeps productListingPage', () => {
    expect(pageTypeFromPath('/damen-bekleidung', { categoryMatching: false })).toBe('productListingPage');
  });
});

describe('pageTypeFromPath: edge cases', () => {
  it('ignores query strings and hashes', () => {
    expect(pageTypeFromPath('/search?q=jeans')).toBe('searchResultPage');
    expect(pageTypeFromPath('/?pop=123')).toBe('homepage');
    expect(pageTypeFromPath('/content/nachhaltigkeit#gots-und-ocs')).toBe('content');
    expect(pageTypeFromPath('/basket#top')).toBe('basket');
    expect(pageTypeFromPath('/damen?p=/p/1')).toBe('productListingPage');
  });
  it('an empty path or a bare query is the homepage', () => {
    expect(pageTypeFromPath('')).toBe('homepage');
    expect(pageTypeFromPath('?q=1')).toBe('homepage');
  });
  it('exact paths also match with one trailing slash', () => {
    expect(pageTypeFromPath('/basket/')).toBe('basket');
    expect(pageTypeFromPath('/search/?q=rock')).toBe('searchResultPage');
    expect(pageTypeFromPath('/basket//')).toBe('productListingPage');
  });
  it('every path under /customer is customer (maturities, orders, order details)', () => {
    for (const path of [
      '/customer/',
      '/customer/maturities',
      '/customer/orders',
      '/customer/orders/7100470558/1',
      '/customer/invoices?months=6',
    ]) {
      expect(pageTypeFromPath(path)).toBe('customer');
    }
    expect(pageTypeFromPath('/customers')).toBe('productListingPage');
  });
  it('exact paths do not match sub-paths', () => {
    expect(pageTypeFromPath('/basket/items')).toBe('productListingPage');
    expect(pageTypeFromPath('/searchresults')).toBe('productListingPage');
  });
  it('prefixes with a slash need the slash', () => {
    expect(pageTypeFromPath('/newsletter')).toBe('productListingPage');
    expect(pageTypeFromPath('/content')).toBe('productListingPage');
    expect(pageTypeFromPath('/p')).toBe('productListingPage');
    expect(pageTypeFromPath('/products/1')).toBe('productListingPage');
    expect(pageTypeFromPath('/outfits/1')).toBe('productListingPage');
  });
  it('prefixes match only at the start and case-sensitively', () => {
    expect(pageTypeFromPath('/damen/p/1')).toBe('productListingPage');
    expect(pageTypeFromPath('/Basket')).toBe('productListingPage');
  });
  it('expects the logical path: the /webview prefix is not stripped here', () => {
    expect(pageTypeFromPath('/webview/basket')).toBe('productListingPage');
  });
});

describe('pageTypeFromPath: service paths (spec leaves them open; README route table)', () => {
  it('/support is support', () => expect(pageTypeFromPath('/support')).toBe('support'));
  it('/katalog-bestellen is contact (a customer-service form)', () => expect(pageTypeFromPath('/katalog-bestellen')).toBe('contact'));
  it('/sendungsverfolgung is trackAndTrace', () => expect(pageTypeFromPath('/sendungsverfolgung')).toBe('trackAndTrace'));
  it('/retourenstatus is returns', () => expect(pageTypeFromPath('/retourenstatus/')).toBe('returns'));
  it('/tracking-opt-out/{provider} is support', () => {
    expect(pageTypeFromPath('/tracking-opt-out/criteo')).toBe('support');
    expect(pageTypeFromPath('/tracking-opt-out')).toBe('productListingPage');
  });
  it('the newsletter pages are newsletter', () => {
    for (const path of [
      '/newsletter/anmelden',
      '/newsletter/bestaetigen?token=nl-x',
      '/newsletter/daten-aendern',
      '/newsletter/produktempfehlungen-abmelden',
    ]) {
      expect(pageTypeFromPath(path)).toBe('newsletter');
    }
  });
});

describe('PAGE_TYPES', () => {
  it('is the full enumeration of the spec', () => {
    expect(PAGE_TYPES).toEqual([
      'all',
      'basket',
      'categoryMatching',
      'checkout',
      'contact',
      'content',
      'customer',
      'directOrderForm',
      'email',
      'error',
      'homepage',
      'inspiration',
      'newsletter',
      'noResultsPage',
      'outfit',
      'productDetailPage',
      'productListingPage',
      'returns',
      'searchResultPage',
      'support',
      'thanks',
      'trackAndTrace',
      'wishlist',
    ]);
  });
});

describe('loggingCategory', () => {
  const expected: Partial<Record<PageType, string>> = {
    productDetailPage: 'PDP',
    productListingPage: 'PLP',
    categoryMatching: 'PLP',
    homepage: 'Homepage',
    searchResultPage: 'SearchPage',
    noResultsPage: 'SearchPage',
    content: 'ContentPage',
    inspiration: 'InspirationPage',
    outfit: 'OutfitPage',
  };
  it.each(PAGE_TYPES.map((pageType) => [pageType, expected[pageType]] as const))('%s -> %s', (pageType, category) => {
    expect(loggingCategory(pageType)).toBe(category);
  });
  it('uses every category of the spec', () => {
    expect(new Set(PAGE_TYPES.map(loggingCategory).filter(Boolean))).toEqual(new Set(LOGGING_CATEGORIES));
  });
});
