import { describe, expect, it } from 'vitest';
import { catalogue } from '../../mock-server/data/catalogue.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { serveTracking, TRACKING_PREFIX } from '../../mock-server/routes/tracking.ts';
import { VISITOR_COOKIE } from '../../mock-server/sessions/visitor.ts';
import {
  ContractAddWishlistItemMutationDocument,
  ContractGkAirQueryDocument,
  ContractPlaceOrderMutationDocument,
  ContractTrackAddToWishlistMutationDocument,
  ContractTrackCategoryClickMutationDocument,
  ContractTrackClickMutationDocument,
  ContractTrackProductViewMutationDocument,
  ContractTrackRemoveFromWishlistMutationDocument,
  ContractTrackSearchMutationDocument,
  type GkAirInput,
  type ImagesInput,
} from './__generated__/shop/graphql.ts';
import { added, ANNA, readyForCheckout, visitorAs } from './checkout-fixtures.ts';
import { BASE, errorCode, post } from './support.ts';

type Options = ReturnType<typeof visitorAs>;
const SESSION = 'abcdefghijklmnopqrstu';
const dress = KNOWN.availableProduct;
const leafOf = (productId: string) => catalogue().productById.get(productId)!.product.categoryIds.at(-1);

async function gkAir(options: Options, input: Partial<GkAirInput>, imagesInput?: ImagesInput) {
  const { body } = await post(
    ContractGkAirQueryDocument,
    { input: { serviceId: 'productDetailPage', trackingConsent: true, locale: 'de-DE', sessionId: SESSION, ...input }, imagesInput },
    options,
  );
  if (!body.data) throw new Error(String(errorCode(body)));
  return body.data.gkAir;
}
const pdp = (pid: string, outputs: string[]) => ({
  parameters: [
    { name: 'pid', value: pid },
    { name: 'cid', value: `C${leafOf(pid)}` },
  ],
  outputConfig: outputs.map((outputId) => ({ outputId })),
});
const ids = (output: { products: { product: { id: string } }[] }) => output.products.map((p) => p.product.id);
const view = (options: Options, productId: string, trackingConsent = true) =>
  post(ContractTrackProductViewMutationDocument, { productId, sessionId: SESSION, trackingConsent }, options);

function tracking(options: Options, method = 'GET') {
  return serveTracking(new Request(`${BASE}${TRACKING_PREFIX}`, { method, headers: { cookie: `${VISITOR_COOKIE}=${options.visitor}` } }));
}
const recorded = async (options: Options) =>
  (await (await tracking(options)).json()) as {
    mutation: string;
    arguments: Record<string, unknown>;
    visitor: string;
    customerNumber: string | null;
  }[];

describe('recommendations: product detail page', () => {
  it('answers outputs 1, 2, 3a, 3b and 4 in the order asked, with German titles', async () => {
    const outputs = await gkAir(visitorAs(), pdp(dress, ['1', '2', '3a', '3b', '4']));
    expect(outputs.map((o) => [o.outputId, o.title])).toEqual([
      ['1', 'Passend dazu'],
      ['2', 'Das könnte Ihnen auch gefallen'],
      ['3a', 'Unsere Herbst-Highlights für Sie'],
      ['3b', expect.stringMatching(/^Beliebt in /)],
      ['4', 'Kunden kauften auch'],
    ]);
    for (const output of outputs) {
      expect(output.products.length).toBeGreaterThan(0);
      expect(ids(output)).not.toContain(dress);
      expect(output.products.every((p) => !p.product.outsold && !p.product.isFreeGift)).toBe(true);
    }
  });

  it('outfits come from other categories under one numeric outfit id; similar products from the same one', async () => {
    const [outfit, similar] = await gkAir(visitorAs(), pdp(dress, ['1', '2']));
    const outfitIds = new Set(outfit!.products.map((p) => p.outfitID));
    expect(outfitIds.size).toBe(1);
    expect([...outfitIds][0]).toMatch(/^\d+$/);
    expect(outfit!.products.every((p) => p.category !== leafOf(dress))).toBe(true);
    expect(similar!.products.every((p) => p.category === leafOf(dress) && p.outfitID === null)).toBe(true);
  });

  it('carries tracking tokens service|outputElementID|group|campaign|campaignElement', async () => {
    const [similar, target] = await gkAir(visitorAs(), pdp(dress, ['2', '3a']));
    const first = similar!.products[0]!;
    expect(first.trackingToken!.split('|')).toEqual(['productDetailPage', '2-1', 'similarProducts', 'standard', first.product.id]);
    expect(first.product.gkAirMetadata).toEqual({ trackingToken: first.trackingToken, category: first.category });
    expect(first).toMatchObject({
      reason: 'Ähnlicher Artikel',
      categoryName: expect.any(String),
      categoryPath: expect.stringMatching(/^\//),
    });
    expect(target!.products[0]!.trackingToken!.split('|')[3]).toBe('herbst-highlights');
  });

  it('leaves 3a empty for products outside the campaign, so the shop shows 3b', async () => {
    const [target, fallback] = await gkAir(visitorAs(), pdp(KNOWN.energyClassProduct, ['3a', '3b']));
    expect(target!.products).toEqual([]);
    expect(fallback!.products.length).toBeGreaterThan(0);
  });

  it('shows the products the visitor viewed (with consent) in 3b, most recent first', async () => {
    const options = visitorAs();
    for (const id of [KNOWN.saleProduct, KNOWN.mattressProduct, KNOWN.saleProduct, dress]) await view(options, id);
    await view(options, KNOWN.heatDegreeProduct, false);
    const [lastSeen] = await gkAir(options, pdp(dress, ['3b']));
    expect(lastSeen!.title).toBe('Zuletzt angesehen');
    expect(ids(lastSeen!)).toEqual([KNOWN.saleProduct, KNOWN.mattressProduct]);
    expect(lastSeen!.products[0]!.trackingToken!.split('|')[2]).toBe('lastSeen');
    // Without consent the request gets no personal recommendations.
    const [anonymous] = await gkAir(options, { ...pdp(dress, ['3b']), trackingConsent: false });
    expect(anonymous!.title).toMatch(/^Beliebt in /);
  });

  it('chooses the same products for every visitor and request', async () => {
    const first = await gkAir(visitorAs(), pdp(dress, ['1', '2', '4']));
    expect(await gkAir(visitorAs(), pdp(dress, ['1', '2', '4']))).toEqual(first);
  });

  it('sends one image unless asked for more', async () => {
    const [one] = await gkAir(visitorAs(), pdp(dress, ['2']));
    expect(one!.products[0]!.product.images).toHaveLength(1);
    const [two] = await gkAir(visitorAs(), pdp(dress, ['2']), { count: 2 });
    expect(two!.products[0]!.product.images).toHaveLength(2);
  });
});

describe('recommendations: services and outputs', () => {
  it('answers nothing for an unknown service and no products for an unknown output', async () => {
    expect(await gkAir(visitorAs(), { serviceId: 'gibtsnicht', outputId: '1' })).toEqual([]);
    expect(await gkAir(visitorAs(), { ...pdp(dress, []), outputId: '9' })).toEqual([{ outputId: '9', title: null, products: [] }]);
  });

  it('answers every output of a service when none is named', async () => {
    expect((await gkAir(visitorAs(), { serviceId: 'homepage' })).map((o) => o.outputId)).toEqual(['1', '2']);
    expect(
      (await gkAir(visitorAs(), { serviceId: 'productDetailPage', parameters: [{ name: 'pid', value: dress }] })).map((o) => o.outputId),
    ).toEqual(['1', '2', '3a', '3b', '4']);
  });

  it('homepage: best sellers, or picks for the visitor with consent and history', async () => {
    const options = visitorAs();
    const [anonymous] = await gkAir(options, { serviceId: 'homepage', outputId: '1' });
    expect(anonymous).toMatchObject({ title: 'Unsere Bestseller' });
    expect(anonymous!.products).toHaveLength(12);
    await view(options, dress);
    const [personal, lastSeen] = await gkAir(options, { serviceId: 'homepage' });
    expect(personal!.title).toBe('Für Sie ausgewählt');
    expect(personal!.products.some((p) => p.category === leafOf(dress))).toBe(true);
    expect(ids(lastSeen!)).toEqual([dress]);
  });

  it('basket and thanks: products that go with the basket and the order', async () => {
    const options = visitorAs(ANNA);
    await added(options, KNOWN.mattressVariant, 1);
    const [basket] = await gkAir(options, { serviceId: 'basket', outputId: '1' });
    expect(basket!.title).toBe('Das könnte Ihnen auch gefallen');
    expect(basket!.products[0]!.category).toBe(leafOf(KNOWN.mattressProduct));
    expect(ids(basket!)).not.toContain(KNOWN.mattressProduct);
    await readyForCheckout(options);
    await post(ContractPlaceOrderMutationDocument, { input: { acceptTerms: true } }, options);
    const [thanks] = await gkAir(options, { serviceId: 'thanks', outputId: '1' });
    expect(thanks!.products[0]!.category).toBe(leafOf(KNOWN.mattressProduct));
    // The request's own pid parameters work without consent.
    const [byParameter] = await gkAir(visitorAs(), {
      serviceId: 'basket',
      outputId: '1',
      trackingConsent: false,
      parameters: [{ name: 'pid', value: dress }],
    });
    expect(byParameter!.products[0]!.category).toBe(leafOf(dress));
  });

  it('wishlist: products like the saved ones', async () => {
    const options = visitorAs();
    await post(ContractAddWishlistItemMutationDocument, { productId: KNOWN.mattressProduct, isTargetingAllowed: true }, options);
    const [wishlist] = await gkAir(options, { serviceId: 'wishlist', outputId: '1' });
    expect(wishlist!.title).toBe('Passend zu Ihrem Merkzettel');
    expect(wishlist!.products.every((p) => p.category === leafOf(KNOWN.mattressProduct))).toBe(true);
    expect(wishlist!.products[0]!.trackingToken!.split('|')[2]).toBe('wishlist');
  });

  it('search result page: best sellers for the term or category', async () => {
    const [byTerm] = await gkAir(visitorAs(), {
      serviceId: 'searchResultPage',
      outputId: '1',
      parameters: [{ name: 'term', value: 'Matratze' }],
    });
    expect(byTerm!.products.length).toBeGreaterThan(0);
    expect(byTerm!.products.every((p) => /matratze/i.test(p.product.name) || p.categoryName === 'Matratzen')).toBe(true);
    const [byCategory] = await gkAir(visitorAs(), {
      serviceId: 'searchResultPage',
      outputId: '1',
      parameters: [{ name: 'cid', value: `C${KNOWN.category.id}` }],
    });
    expect(byCategory!.products.every((p) => p.category === KNOWN.category.id)).toBe(true);
  });
});

describe('recommendations: tracking', () => {
  it('records all six calls with consent and lists them for the visitor', async () => {
    const options = visitorAs(ANNA);
    const token = 'productDetailPage|2-1|similarProducts|standard|P100011';
    const results = await Promise.all([
      post(
        ContractTrackProductViewMutationDocument,
        { productId: dress, sessionId: SESSION, userId: ANNA, trackingConsent: true },
        options,
      ),
      post(ContractTrackSearchMutationDocument, { searchTerm: 'kleid', sessionId: SESSION, trackingConsent: true }, options),
      post(
        ContractTrackClickMutationDocument,
        { productId: 'P100011', trackingToken: token, sessionId: SESSION, trackingConsent: true },
        options,
      ),
      post(
        ContractTrackCategoryClickMutationDocument,
        { categoryId: KNOWN.category.id, trackingToken: token, sessionId: SESSION, trackingConsent: true },
        options,
      ),
      post(ContractTrackAddToWishlistMutationDocument, { productId: dress, sessionId: SESSION, trackingConsent: true }, options),
      post(ContractTrackRemoveFromWishlistMutationDocument, { productId: dress, sessionId: SESSION, trackingConsent: true }, options),
    ]);
    expect(results.map((r) => Object.values(r.body.data!)[0])).toEqual(Array(6).fill({ success: true }));
    const calls = await recorded(options);
    expect(calls.map((c) => c.mutation).sort()).toEqual([
      'trackAddToWishlistGkAir',
      'trackCategoryClickGkAir',
      'trackClickGkAir',
      'trackProductViewGkAir',
      'trackRemoveFromWishlistGkAir',
      'trackSearchGkAir',
    ]);
    expect(calls.find((c) => c.mutation === 'trackClickGkAir')).toMatchObject({
      visitor: options.visitor,
      customerNumber: ANNA,
      arguments: { productId: 'P100011', trackingToken: token, sessionId: SESSION, trackingConsent: true, locale: 'de-DE' },
    });
    expect(calls.find((c) => c.mutation === 'trackProductViewGkAir')!.arguments['userId']).toBe(ANNA);
  });

  it('answers success false and records nothing without consent', async () => {
    const options = visitorAs();
    const { body } = await post(
      ContractTrackSearchMutationDocument,
      { searchTerm: 'kleid', sessionId: SESSION, trackingConsent: false },
      options,
    );
    expect(body.data?.trackSearchGkAir).toEqual({ success: false });
    expect(await recorded(options)).toEqual([]);
  });

  it('keeps each visitor’s calls, and forgets them on DELETE', async () => {
    const [a, b] = [visitorAs(), visitorAs()];
    await view(a, dress);
    expect(await recorded(a)).toHaveLength(1);
    expect(await recorded(b)).toEqual([]);
    expect((await tracking(a, 'DELETE')).status).toBe(204);
    expect(await recorded(a)).toEqual([]);
    expect((await tracking(a, 'POST')).status).toBe(405);
  });
});
