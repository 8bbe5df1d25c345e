import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { ContractPlaceOrderMutationDocument, ContractTrackAndTraceQueryDocument } from './__generated__/shop/graphql.ts';
import { ADDRESS, added, readyForCheckout, visitorAs } from './checkout-fixtures.ts';
import { newVisitor, post } from './support.ts';

const track = (orderNumber: string, zipCode: string) =>
  post(ContractTrackAndTraceQueryDocument, { input: { orderNumber, zipCode } }, { visitor: newVisitor() });

async function guestOrder(): Promise<string> {
  const options = visitorAs();
  await added(options, KNOWN.availableVariant, 1);
  await readyForCheckout(options);
  const { body } = await post(ContractPlaceOrderMutationDocument, { input: { acceptTerms: true } }, options);
  return body.data!.placeOrder.orderNumber;
}

describe('track and trace: orders placed by guests', () => {
  it('finds a guest order from any browser by its number and the delivery zip code; no parcels yet', async () => {
    const number = await guestOrder();
    const result = (await track(` ${number} `, ADDRESS.zipCode)).body.data!.trackAndTrace;
    expect(result).toEqual(expect.objectContaining({ orderNumber: number, shipments: [], returns: [] }));
  });

  it('answers null for the wrong zip code', async () => {
    const number = await guestOrder();
    expect((await track(number, '10115')).body.data!.trackAndTrace).toBeNull();
  });
});
