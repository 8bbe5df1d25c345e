// The mock as a service of its own with a production server in front of it (MOCK=remote): the
// same shop as with the embedded mock, state per visitor and faults included, over the network.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plentifulVariants } from './checkout-fixtures.ts';
import { ContractAddToBasketMutationDocument, ContractBasketQueryDocument } from './__generated__/shop/graphql.ts';
import { startMockService, type RunningMock } from './mockService.ts';
import { startProductionServer, type RunningServer } from './productionServer.ts';

const LISTING = '/damen-mode/kleider/sommerkleider';

let mock: RunningMock;
let shop: RunningServer;

beforeAll(async () => {
  mock = await startMockService();
  shop = await startProductionServer({
    MOCK: 'remote',
    GRAPHQL_URL: `${mock.origin}/graphql`,
    CONTENT_GRAPHQL_URL: `${mock.origin}/content/graphql`,
    IMAGE_CDN_URL: `${mock.origin}/images`,
    CONTENT_ASSET_URL: mock.origin,
  });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await mock?.stop();
});

/** A visitor's first API call, through the shop's relay: the mock service hands out its visitor cookie. */
async function newVisitor(): Promise<string> {
  const response = await fetch(`${shop.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.origin },
    body: JSON.stringify({ query: '{ basket { count } }' }),
  });
  const visitor = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mock_visitor='));
  expect(visitor, 'mock_visitor cookie').toBeDefined();
  return visitor!.split(';', 1)[0]!;
}

/** A GraphQL call as the browser makes it: to the shop's own /graphql, with its cookies. */
async function graphql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${shop.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: shop.origin },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

describe('the shop against the mock service', () => {
  it('renders a listing from the mock, with product images from the configured image base', async () => {
    const page = await fetch(`${shop.origin}${LISTING}`);
    expect(page.status).toBe(200);
    // The page itself hands out no mock identity: the HTML stays the same for everyone.
    expect(page.headers.getSetCookie().filter((cookie) => cookie.startsWith('mock_'))).toEqual([]);
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: ${mock.origin};`);
    expect(page.headers.get('content-security-policy')).toContain(`media-src 'self' ${mock.origin};`);
    const html = await page.text();
    const image = new RegExp(`src="(${mock.origin}/images/[^"]+)"`).exec(html)?.[1];
    expect(image, 'a product image on the mock service').toBeDefined();
    const picture = await fetch(image!.replaceAll('&amp;', '&'));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it("keeps each visitor's basket apart, across the shop's relay and the mock service", async () => {
    const [first, second] = plentifulVariants(2);
    const anna = await newVisitor();
    const ben = await newVisitor();
    expect(anna).not.toBe(ben);
    const add = print(ContractAddToBasketMutationDocument);
    expect((await graphql(anna, add, { variantId: first!.variant.id, quantity: 1 })).errors).toBeUndefined();
    expect((await graphql(ben, add, { variantId: second!.variant.id, quantity: 2 })).errors).toBeUndefined();
    const basket = print(ContractBasketQueryDocument);
    const items = async (cookie: string) =>
      ((await graphql(cookie, basket)).data!.basket as { items: { variantId: string; quantity: number }[] }).items.map((item) => [
        item.variantId,
        item.quantity,
      ]);
    expect(await items(anna)).toEqual([[first!.variant.id, 1]]);
    expect(await items(ben)).toEqual([[second!.variant.id, 2]]);
    // The state lives in the mock service, under the identity the shop handed out.
    const direct = await fetch(`${mock.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: anna },
      body: JSON.stringify({ query: basket }),
    });
    expect(((await direct.json()) as { data: { basket: { count: number } } }).data.basket.count).toBe(1);
  });

  it("sends a visitor's fault scenarios with the page's own API calls, and only that visitor's", async () => {
    const faulty = `${await newVisitor()}; mock_faults=${encodeURIComponent('*=http:503')}`;
    const failed = await fetch(`${shop.origin}${LISTING}?fault=1`, { headers: { cookie: faulty } });
    expect(failed.status).not.toBe(200);
    const log = (await (await fetch(`${shop.origin}/mock/requests`, { headers: { cookie: faulty } })).json()) as {
      operationName: string | null;
      status: number;
    }[];
    // The page's named queries, not the anonymous call that named the visitor.
    const page = log.filter((entry) => entry.operationName);
    expect(page.length).toBeGreaterThan(0);
    expect(page.map((entry) => entry.status)).toEqual(page.map(() => 503));
    const healthy = await fetch(`${shop.origin}${LISTING}?fault=1`, { headers: { cookie: await newVisitor() } });
    expect(healthy.status).toBe(200);
  });

  it("takes the personalised route to the mock service: the first call names the visitor, the login's token stays in the cookie", async () => {
    const route = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      fetch(`${shop.origin}/api/shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-client': '1', origin: shop.origin, cookie },
        body: JSON.stringify({ query, variables }),
      });
    const [variant] = plentifulVariants(1);
    const first = await route('', print(ContractAddToBasketMutationDocument), { variantId: variant!.variant.id, quantity: 1 });
    expect(first.status).toBe(200);
    const visitor = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('mock_visitor='))!
      .split(';', 1)[0]!;
    // The basket is the named visitor's, in the mock service.
    expect((await graphql(visitor, '{ basket { count } }')).data).toEqual({ basket: { count: 1 } });

    const login = await route(
      visitor,
      'mutation { login(input: { method: customerNumber, identifier: "40512874", password: "Sommer2026!" }) { token } }',
    );
    expect(await login.json()).toEqual({ data: { login: { token: '' } } });
    const auth = login.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_auth='))!;
    expect(auth).toContain('HttpOnly');
    const client = await route(`${visitor}; ${auth.split(';', 1)[0]}`, '{ client { customerNumber } }');
    expect(await client.json()).toEqual({ data: { client: { customerNumber: '40512874' } } });
  });

  it("serves the mock's console on the shop's host", async () => {
    const console = await fetch(`${shop.origin}/mock`, { headers: { cookie: await newVisitor() } });
    expect(console.status).toBe(200);
    expect(await console.text()).toContain('<form');
  });
});

describe('fault rules for every visitor on the mock service', () => {
  const setFaults = (body: object) =>
    fetch(`${mock.origin}/mock/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const ask = (path: string, cookie: string) =>
    fetch(`${mock.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, authorization: 'Bearer mock-content-token' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it('fails one API for every visitor, the other keeps answering, until cleared', async () => {
    try {
      const set = await setFaults({ shop: '*=http:503', seconds: 60 });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({ shop: '*=http:503', content: '' });
      for (const visitor of ['mock_visitor=chaos-a', 'mock_visitor=chaos-b', '']) {
        expect((await ask('/graphql', visitor)).status).toBe(503);
      }
      expect((await ask('/content/graphql', 'mock_visitor=chaos-a')).status).toBe(200);
      // The shop in front answers its pages 503, not an error of its own.
      expect((await fetch(`${shop.origin}${LISTING}?global=503`)).status).toBe(503);
    } finally {
      expect((await fetch(`${mock.origin}/mock/faults`, { method: 'DELETE' })).status).toBe(204);
    }
    expect((await ask('/graphql', 'mock_visitor=chaos-a')).status).toBe(200);
    expect(await (await fetch(`${mock.origin}/mock/faults`)).json()).toEqual({ shop: '', content: '', secondsLeft: null });
  });

  it('drops connections without an answer', async () => {
    try {
      expect((await setFaults({ content: '*=drop' })).status).toBe(200);
      await expect(ask('/content/graphql', 'mock_visitor=chaos-a')).rejects.toThrow();
      expect((await ask('/graphql', 'mock_visitor=chaos-a')).status).toBe(200);
    } finally {
      await fetch(`${mock.origin}/mock/faults`, { method: 'DELETE' });
    }
  });

  it('refuses a malformed rule or duration', async () => {
    expect((await setFaults({ shop: '*=http:418' })).status).toBe(400);
    expect((await setFaults({ shop: '*=drop', seconds: -1 })).status).toBe(400);
    expect((await fetch(`${mock.origin}/mock/faults`, { method: 'PUT', body: 'nonsense' })).status).toBe(400);
    expect(await (await fetch(`${mock.origin}/mock/faults`)).json()).toMatchObject({ shop: '', content: '' });
  });
});
