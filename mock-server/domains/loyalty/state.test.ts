import { describe, expect, it } from 'vitest';
import type { ShopContext } from '../../context.ts';
import { CUSTOMERS } from '../../data/customers.ts';
import { visitorFor } from '../../sessions/store.ts';
import { activateLoyaltyNumber, creditLoyaltyPoints, loyaltyOf, normaliseLoyaltyNumber } from './state.ts';

const visitor = () =>
  visitorFor(new Request('http://localhost/graphql', { headers: { cookie: `mock_visitor=loyalty-${crypto.randomUUID()}` } }));
const guest = (): ShopContext => ({ visitor: visitor(), auth: { kind: 'guest' } });

describe('loyalty numbers', () => {
  it('have 10 digits; spaces are ignored', () => {
    expect(normaliseLoyaltyNumber('1234 5678 90')).toBe('1234567890');
    expect(normaliseLoyaltyNumber('123456789')).toBeNull();
    expect(normaliseLoyaltyNumber('12345678901')).toBeNull();
    expect(normaliseLoyaltyNumber('12345abcde')).toBeNull();
  });
});

describe('loyalty state', () => {
  it('registers a guest by a number active in the session and counts the session’s points', () => {
    const context = guest();
    creditLoyaltyPoints(context, 40);
    expect(loyaltyOf(context)).toMatchObject({ registered: false, sessionActive: false, points: 40 });
    activateLoyaltyNumber(context, '1234567890');
    expect(loyaltyOf(context)).toMatchObject({ number: '1234567890', registered: true, sessionActive: true, points: 40 });
  });

  it('keeps a member’s points with the customer', () => {
    const customer = CUSTOMERS.find((c) => c.customerNumber === '40512873')!;
    const a: ShopContext = { visitor: visitor(), auth: { kind: 'customer', customer } };
    const b: ShopContext = { visitor: visitor(), auth: { kind: 'customer', customer } };
    const before = loyaltyOf(a).points;
    creditLoyaltyPoints(a, 10);
    expect(loyaltyOf(b)).toMatchObject({ registered: true, points: before + 10 });
  });
});
