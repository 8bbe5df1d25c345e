// The content variation key of the client state: each shop's A/B test of content variants, named
// 'content_variant_test_' and the shop code, pinned like the other tests in the `ab` cookie. A
// module of its own: only the visit's analytics (loaded after the page) reads it, and the
// experiments module is part of every page's first load.

/**
 * Each shop's test of content variants: editors name the variants in the content service, so any
 * plain name counts, e.g. `ab=content_variant_test_hbr:herbst_b`.
 */
export const contentVariationKey = (shopCode: string) => `content_variant_test_${shopCode}`;

const CONTENT_VARIANT = /^[A-Za-z0-9_-]{1,40}$/;

/** The visitor's content variant of the shop from the `ab` cookie's value; null without one. */
export function contentVariant(cookieValue: string | undefined | null, shopCode: string): string | null {
  const key = contentVariationKey(shopCode);
  const named = (cookieValue ?? '')
    .split(',')
    .map((pair) => pair.split(':').map((part) => part.trim()))
    .filter(([name, variant]) => name === key && !!variant && CONTENT_VARIANT.test(variant))
    .map(([, variant]) => variant!);
  // As with the other tests, two variants at once are a configuration error: no variant then.
  return new Set(named).size === 1 ? named[0]! : null;
}
