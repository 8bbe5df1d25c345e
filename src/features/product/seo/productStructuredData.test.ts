import { describe, expect, it } from 'vitest';
import { jsonForScript, productJsonLd, type ProductJsonLdInput } from './productStructuredData.ts';

const base: ProductJsonLdInput = {
  url: 'https://www.shop.example/p/P100010',
  name: 'Trägerkleid »Langeoog«',
  description: 'Luftig und leicht.',
  images: ['https://www.shop.example/images/a?w=1212'],
  displayNumber: '355646745',
  brand: 'Nordlicht',
  price: { currency: 'EUR', min: 3999, max: 3999, priceRange: false },
  availability: 'available',
  rating: 84,
  reviewCount: 12,
};

const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'SoldOut',
].map((name) => `https://schema.org/${name}`);
const DECIMAL = /^\d+\.\d{2}$/;

/** What schema.org and the product rich result ask of the types used here. */
function problems(data: Record<string, unknown>): string[] {
  const found: string[] = [];
  const need = (ok: boolean, what: string) => ok || found.push(what);
  need(data['@context'] === 'https://schema.org', '@context');
  need(data['@type'] === 'Product', 'Product type');
  need(typeof data.name === 'string' && data.name !== '', 'name');
  need(
    Array.isArray(data.image) && (data.image as unknown[]).every((u) => typeof u === 'string' && /^https?:\/\//.test(u)),
    'absolute image URLs',
  );
  const offers = data.offers as Record<string, unknown> | undefined;
  need(!!offers || !!data.aggregateRating, 'offers, review or aggregateRating');
  if (offers) {
    need(typeof offers.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offers.priceCurrency), 'ISO currency');
    need(ITEM_AVAILABILITY.includes(offers.availability as string), 'ItemAvailability URL');
    if (offers['@type'] === 'Offer') need(DECIMAL.test(offers.price as string), 'Offer.price');
    else if (offers['@type'] === 'AggregateOffer') {
      need(DECIMAL.test(offers.lowPrice as string) && DECIMAL.test(offers.highPrice as string), 'AggregateOffer prices');
      need(Number(offers.lowPrice) <= Number(offers.highPrice), 'lowPrice <= highPrice');
    } else found.push('offer type');
  }
  const rating = data.aggregateRating as Record<string, number> | undefined;
  if (rating) {
    need(typeof rating.ratingValue === 'number', 'ratingValue');
    need(rating.ratingValue! >= rating.worstRating! && rating.ratingValue! <= rating.bestRating!, 'ratingValue within scale');
    need(Number.isInteger(rating.reviewCount) && rating.reviewCount! > 0, 'reviewCount');
  }
  const brand = data.brand as Record<string, unknown> | undefined;
  if (brand) need(brand['@type'] === 'Brand' && typeof brand.name === 'string', 'Brand');
  return found;
}

describe('productJsonLd', () => {
  it('describes a single-priced product with an Offer', () => {
    const data = productJsonLd(base);
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: base.name,
      description: base.description,
      sku: '355646745',
      brand: { '@type': 'Brand', name: 'Nordlicht' },
      offers: { '@type': 'Offer', price: '39.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: base.url },
    });
  });

  it('uses an AggregateOffer for a price range', () => {
    const data = productJsonLd({ ...base, price: { currency: 'EUR', min: 1999, max: 24900, priceRange: true } });
    expect(problems(data)).toEqual([]);
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '19.99', highPrice: '249.00' });
  });

  it.each([
    ['available', 'InStock'],
    ['lowStock', 'LimitedAvailability'],
    ['deliverable', 'BackOrder'],
    ['notAvailable', 'OutOfStock'],
    ['somethingNew', 'OutOfStock'],
  ])('maps availability %s to %s', (state, name) => {
    const data = productJsonLd({ ...base, availability: state });
    expect((data.offers as { availability: string }).availability).toBe(`https://schema.org/${name}`);
    expect(problems(data)).toEqual([]);
  });

  it('turns the rating percentage into stars of 5 with the review count', () => {
    expect(productJsonLd(base).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.2,
      bestRating: 5,
      worstRating: 0,
      reviewCount: 12,
    });
  });

  it('leaves out the rating without a number or without reviews, and brand and description when missing', () => {
    for (const input of [
      { ...base, rating: null },
      { ...base, reviewCount: null },
      { ...base, reviewCount: 0 },
    ]) {
      expect(productJsonLd(input)).not.toHaveProperty('aggregateRating');
    }
    const bare = productJsonLd({ ...base, brand: null, description: null });
    expect(bare).not.toHaveProperty('brand');
    expect(bare).not.toHaveProperty('description');
    expect(problems(bare)).toEqual([]);
  });

  it('keeps script content from closing its element', () => {
    const json = jsonForScript(productJsonLd({ ...base, name: 'A</script><script>alert(1)</script>' }));
    expect(json).not.toContain('</script');
    expect(JSON.parse(json).name).toBe('A</script><script>alert(1)</script>');
  });
});
