import { describe, expect, it } from 'vitest';
import { CUSTOMERS, tokenFor } from '../../mock-server/data/customers.ts';
import { ContractClientQueryDocument, ContractHeaderQueryDocument } from './__generated__/shop/graphql.ts';
import { errorCode, newVisitor, post } from './support.ts';

// Basket, wishlist and the other personalised domains have their own files (basket.test.ts, …).

describe('personalised API: client and login', () => {
  it('is a guest without a token', async () => {
    const { body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor() });
    expect(body.data).toEqual({ client: { id: 'client', isLoggedIn: false } });
  });

  it('is logged in with a demo customer token', async () => {
    const headers = { authorization: `Bearer ${tokenFor(CUSTOMERS[0]!)}` };
    const { body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers });
    expect(body.data?.client.isLoggedIn).toBe(true);
  });

  it('refuses an invalid bearer token with UNAUTHENTICATED', async () => {
    for (const authorization of ['Bearer mock-token-00000000', 'Bearer nonsense', 'Basic abc']) {
      const { status, body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers: { authorization } });
      expect(status).toBe(401);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('personalised API: header', () => {
  it('starts with an empty basket, with ids stable per visitor', async () => {
    const { body } = await post(ContractHeaderQueryDocument, {}, { visitor: newVisitor() });
    expect(body.data).toEqual({ client: { id: 'client', isLoggedIn: false }, basket: { id: 'basket', count: 0 } });
  });
});
