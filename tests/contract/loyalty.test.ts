import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractActivateLoyaltyNumberMutationDocument,
  ContractLoyaltyQueryDocument,
  ContractPlaceOrderMutationDocument,
} from './__generated__/shop/graphql.ts';
import { added, ANNA, fieldCodes, JONAS, readyForCheckout, visitorAs } from './checkout-fixtures.ts';
import { errorCode, post } from './support.ts';

type Options = ReturnType<typeof visitorAs>;
const loyaltyOf = async (options: Options) => (await post(ContractLoyaltyQueryDocument, {}, options)).body.data!.loyalty;
const activate = (options: Options, number: string) => post(ContractActivateLoyaltyNumberMutationDocument, { number }, options);

async function order(options: Options) {
  await added(options, KNOWN.availableVariant, 2);
  await readyForCheckout(options);
  return (await post(ContractPlaceOrderMutationDocument, { input: { acceptTerms: true } }, options)).body.data!.placeOrder;
}

describe('loyalty programme', () => {
  it('starts inactive for a guest', async () => {
    expect(await loyaltyOf(visitorAs())).toEqual({
      id: 'loyalty',
      programmeName: 'VorteilsClub',
      number: null,
      sessionActive: false,
      registered: false,
      points: 0,
    });
  });

  it('activates a 10-digit number for the session (the shop then shows SCRID_SESSION_ACTIVE)', async () => {
    const options = visitorAs();
    const active = (await activate(options, '1234 567 890')).body.data!.activateLoyaltyNumber;
    expect(active).toMatchObject({ number: '1234567890', sessionActive: true, registered: true });
    expect(await loyaltyOf(options)).toEqual(active);
    expect((await loyaltyOf(visitorAs())).sessionActive).toBe(false);
  });

  it('refuses numbers that are not 10 digits', async () => {
    const wrong = await activate(visitorAs(), '12345');
    expect(errorCode(wrong.body)).toBe('LOYALTY_NUMBER_INVALID');
    expect(fieldCodes(wrong.body)).toEqual(['number:LOYALTY_NUMBER_INVALID']);
    const empty = await activate(visitorAs(), ' ');
    expect(errorCode(empty.body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
  });

  it('earns the points of each order, and the thanks page knows whether the shopper is registered', async () => {
    const options = visitorAs();
    const first = await order(options);
    expect(first.loyaltyPoints).toBeGreaterThan(0);
    expect(first.loyaltyRegistered).toBe(false);
    expect((await loyaltyOf(options)).points).toBe(first.loyaltyPoints);
    await activate(options, '1234567890');
    const second = await order(options);
    expect(second.loyaltyRegistered).toBe(true);
    expect((await loyaltyOf(options)).points).toBe(first.loyaltyPoints + second.loyaltyPoints);
  });

  it('keeps a member’s points in the account, for every visitor of the customer', async () => {
    const before = await loyaltyOf(visitorAs(ANNA));
    expect(before).toMatchObject({ registered: true, sessionActive: false, number: null });
    expect(before.points).toBeGreaterThanOrEqual(1250);
    const placed = await order(visitorAs(ANNA));
    expect(placed.loyaltyRegistered).toBe(true);
    expect((await loyaltyOf(visitorAs(ANNA))).points).toBe(before.points + placed.loyaltyPoints);
    expect(await loyaltyOf(visitorAs(JONAS))).toMatchObject({ registered: false });
  });
});
