import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../mock-server/data/customers.ts';
import { ContractTrackAndTraceQueryDocument } from './__generated__/shop/graphql.ts';
import { as, errorCode, fieldCodes } from './auth-support.ts';
import { newVisitor, post } from './support.ts';

const [anna, jonas] = CUSTOMERS as [(typeof CUSTOMERS)[0], (typeof CUSTOMERS)[0]];
const track = (
  orderNumber: string,
  zipCode?: string,
  options: { visitor: string; headers?: Record<string, string> } = { visitor: newVisitor() },
) => post(ContractTrackAndTraceQueryDocument, { input: { orderNumber, zipCode } }, options);

describe('track and trace', () => {
  it('shows shipments and returns of an order for its number and delivery zip code', async () => {
    const result = (await track('7100470558', '60325')).body.data!.trackAndTrace!;
    expect(result.orderNumber).toBe('7100470558');
    expect(result.shipments.map((s) => `Paket ${s.index} von ${s.count}: ${s.status}`)).toEqual([
      'Paket 1 von 2: delivered',
      'Paket 2 von 2: outForDelivery',
    ]);
    expect(result.shipments[0]!.events.at(-1)!.description).toContain('angekündigt');
    expect(result.returns.map((r) => r.status)).toEqual(['registered']);
  });

  it("uses the zip code of the delivery address, not the customer's", async () => {
    expect((await track('7100402316', '35390')).body.data!.trackAndTrace?.orderNumber).toBe('7100402316');
    expect((await track('7100402316', '60325')).body.data!.trackAndTrace).toBeNull();
  });

  it('answers null for a wrong zip code or an unknown order', async () => {
    expect((await track('7100470558', '10115')).body.data!.trackAndTrace).toBeNull();
    expect((await track('7199999999', '60325')).body.data!.trackAndTrace).toBeNull();
  });

  it('needs the zip code from guests', async () => {
    const { status, body } = await track('7100470558');
    expect(status).toBe(200);
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual(['zipCode:FIELD_REQUIRED']);
  });

  it('lets customers track their own orders by number alone', async () => {
    expect((await track('7100470558', undefined, as(anna))).body.data!.trackAndTrace?.shipments).toHaveLength(2);
    expect((await track('7100470558', undefined, as(jonas))).body.data!.trackAndTrace).toBeNull();
  });

  it('tracks the forwarding agent and the Swiss post', async () => {
    const sofa = (await track('7100466120', '60325')).body.data!.trackAndTrace!;
    expect(sofa.shipments[0]).toMatchObject({ carrier: 'Spedition Nordfracht', status: 'inTransit', trackingUrl: null });
    const swiss = (await track('7100476655', '8004')).body.data!.trackAndTrace!;
    expect(swiss.shipments[0]).toMatchObject({ carrier: 'Die Post', trackingUrl: expect.stringContaining('post.ch') });
  });
});
