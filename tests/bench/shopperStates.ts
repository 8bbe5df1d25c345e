// Shoppers in the states a lab bench measures a page in (a filled basket, a placed order, a login,
// a filled wishlist), made through the embedded mock's API before the run: each a mock visitor of
// its own, given as the cookies a browser would hold.
import { randomUUID } from 'node:crypto';
import { KNOWN } from '../../mock-server/data/fixtures.ts';

export type ShopperState = 'guest' | 'basket' | 'ordered' | 'customer' | 'wishlist';

export interface BrowserCookie {
  name: string;
  value: string;
}

/** A visitor who has decided on cookies (everything allowed): what a returning shopper holds. */
const CONSENT = { name: 'consent', value: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1' };
/** The mock's demo customer Anna (mock-server/README.md): logged in, her token in the auth cookie. */
const ANNA = [
  { name: 'shop_auth', value: 'mock-token-40512873' },
  { name: 'shop_session', value: '1' },
];

const ADDRESS =
  '{ gender: f, firstName: "Lena", lastName: "Krüger", street: "Gartenstraße", houseNumber: "5a", zipCode: "50667", city: "Köln", email: "lena.krueger@example.de" }';

async function mutate(base: string, cookies: readonly BrowserCookie[], query: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`${query}: ${response.status} ${JSON.stringify(body.errors)}`);
}

/** The cookies of a new visitor in the given state ('guest': none, the first visit). */
export async function shopperCookies(base: string, state: ShopperState): Promise<BrowserCookie[]> {
  if (state === 'guest') return [];
  const cookies = [CONSENT, { name: 'mock_visitor', value: `lab-${randomUUID().slice(0, 8)}` }];
  const addToBasket = (variantId: string) =>
    `mutation { addToBasket(input: { variantId: "${variantId}", quantity: 1, locale: "de-DE" }) { basket { id } } }`;
  if (state === 'basket') await mutate(base, cookies, addToBasket(KNOWN.availableVariant));
  if (state === 'ordered') {
    await mutate(base, cookies, addToBasket(KNOWN.availableVariant));
    await mutate(base, cookies, `mutation { setCheckoutAddress(input: ${ADDRESS}) { id } }`);
    await mutate(base, cookies, 'mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }');
    await mutate(base, cookies, 'mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }');
  }
  if (state === 'wishlist') {
    for (const productId of [KNOWN.availableProduct, KNOWN.saleProduct, KNOWN.heatDegreeProduct]) {
      await mutate(
        base,
        cookies,
        `mutation { addWishlistItem(productId: "${productId}", locale: "de-DE", isTargetingAllowed: false) { id } }`,
      );
    }
  }
  if (state === 'customer') cookies.push(...ANNA);
  return cookies;
}
