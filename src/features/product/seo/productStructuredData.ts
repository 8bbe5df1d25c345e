// schema.org Product data for search engines (https://schema.org/Product, Google's product
// snippet guidelines): prices as decimal strings, availability as schema.org URLs.

export type AvailabilityState = 'available' | 'lowStock' | 'deliverable' | 'notAvailable';

export interface ProductJsonLdInput {
  /** Absolute URL of the product page. */
  url: string;
  name: string;
  description: string | null;
  /** Absolute image URLs. */
  images: readonly string[];
  displayNumber: string;
  brand: string | null;
  price: { currency: string; min: number; max: number; priceRange: boolean };
  availability: AvailabilityState | string;
  /** Percentage 0 to 100; null without ratings. */
  rating: number | null;
  /** Published reviews; null when unknown. */
  reviewCount: number | null;
}

const SCHEMA = 'https://schema.org/';

const AVAILABILITY: Record<AvailabilityState, string> = {
  available: 'InStock',
  lowStock: 'LimitedAvailability',
  deliverable: 'BackOrder',
  notAvailable: 'OutOfStock',
};

/** Cents as a decimal string with 2 places: 3999 → '39.99'. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function schemaAvailability(state: string): string {
  return SCHEMA + (AVAILABILITY[state as AvailabilityState] ?? 'OutOfStock');
}

/** The JSON-LD object of a product. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { price } = input;
  const common = { priceCurrency: price.currency, availability: schemaAvailability(input.availability), url: input.url };
  const range = price.priceRange && price.max > price.min;
  const offers = range
    ? { '@type': 'AggregateOffer', lowPrice: decimalPrice(price.min), highPrice: decimalPrice(price.max), ...common }
    : { '@type': 'Offer', price: decimalPrice(price.min), ...common };
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    image: [...input.images],
    sku: input.displayNumber,
    offers,
  };
  if (input.description) data.description = input.description;
  if (input.brand) data.brand = { '@type': 'Brand', name: input.brand };
  // An aggregate rating needs a count to be valid; without one it is left out.
  if (typeof input.rating === 'number' && input.reviewCount && input.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(input.rating / 2) / 10,
      bestRating: 5,
      worstRating: 0,
      reviewCount: input.reviewCount,
    };
  }
  return data;
}

/** JSON for a <script> element: '<' escaped so no '</script>' can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
