import { describe, expect, it } from 'vitest';
import { catalogue } from '../../mock-server/data/catalogue.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { ContractSubmitDirectOrderFormMutationDocument, type DirectOrderFormLineInput } from './__generated__/shop/graphql.ts';
import { added, basketOf, visitorAs } from './checkout-fixtures.ts';
import { errorCode, post } from './support.ts';

const submit = (options: ReturnType<typeof visitorAs>, lines: DirectOrderFormLineInput[]) =>
  post(ContractSubmitDirectOrderFormMutationDocument, { lines }, options);

const dotted = (number: string) => number.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');
const lowStock = catalogue().variantById.get(KNOWN.lowStockVariant)!;
const lowStockNumber = `${lowStock.product.iid}${lowStock.dimension.promotion}`;
const dofStock = catalogue().variantById.get(KNOWN.dofVariant)!.variant.availability.quantity!;

describe('direct order form', () => {
  it('adds the valid lines together and answers each invalid line with its code', async () => {
    const options = visitorAs();
    const { body } = await submit(options, [
      { displayNumber: dotted(KNOWN.dofDisplayNumber), variantId: KNOWN.dofVariant, quantity: 2 },
      { displayNumber: KNOWN.unknownDisplayNumber, quantity: 1 },
      { displayNumber: '12.34', quantity: 1 },
      { displayNumber: KNOWN.dofDisplayNumber, quantity: 1 },
      { displayNumber: KNOWN.soldOutDisplayNumber, quantity: 1 },
      { displayNumber: lowStockNumber, variantId: KNOWN.lowStockVariant, quantity: 3 },
      { displayNumber: lowStockNumber, variantId: KNOWN.lowStockVariant, quantity: 2 },
    ]);
    const result = body.data!.submitDirectOrderForm;
    expect(result.addedLines).toEqual([0, 6]);
    expect(result.lineErrors).toEqual([
      { index: 1, code: 'INVALID_DISPLAY_NUMBER', params: [] },
      { index: 2, code: 'INVALID_DISPLAY_NUMBER', params: [] },
      { index: 3, code: 'DOF_VARIANT_NOT_SELECTED', params: [] },
      { index: 4, code: 'DOF_SOLD_OUT', params: [] },
      { index: 5, code: 'DOF_QUANTITY_MORE_THAN_STOCK', params: [{ name: 'stock', value: '2' }] },
    ]);
    expect(result.basket.items.map((i) => [i.variantId, i.quantity, i.displayNumber])).toEqual([
      [KNOWN.dofVariant, 2, KNOWN.dofDisplayNumber],
      [KNOWN.lowStockVariant, 2, lowStockNumber],
    ]);
    expect((await basketOf(options)).count).toBe(4);
  });

  it('counts the basket against the stock and the 20-piece limit', async () => {
    const options = visitorAs();
    await added(options, KNOWN.dofVariant, 1);
    const { body } = await submit(options, [
      { displayNumber: KNOWN.dofDisplayNumber, variantId: KNOWN.dofVariant, quantity: dofStock },
      { displayNumber: KNOWN.dofDisplayNumber, variantId: KNOWN.dofVariant, quantity: 20 },
    ]);
    expect(body.data!.submitDirectOrderForm.lineErrors).toEqual([
      { index: 0, code: 'DOF_QUANTITY_MORE_THAN_STOCK', params: [{ name: 'stock', value: String(dofStock) }] },
      { index: 1, code: 'QUANTITY_LIMIT_EXCEEDED', params: [{ name: 'displayNumber', value: KNOWN.dofDisplayNumber }] },
    ]);
    expect((await basketOf(options)).count).toBe(1);
  });

  it('leaves the basket alone when no line is valid, and skips empty lines', async () => {
    const options = visitorAs();
    const { body } = await submit(options, [
      { displayNumber: '', quantity: 1 },
      { displayNumber: KNOWN.unknownDisplayNumber, quantity: 1 },
    ]);
    expect(body.data!.submitDirectOrderForm).toMatchObject({ addedLines: [], basket: { count: 0 } });
    expect(body.data!.submitDirectOrderForm.lineErrors.map((e) => e.index)).toEqual([1]);
  });

  it('DOF_FAILED_TO_ADD_TO_BASKET without lines', async () => {
    expect(errorCode((await submit(visitorAs(), [])).body)).toBe('DOF_FAILED_TO_ADD_TO_BASKET');
  });

  it('keeps the forms of two visitors apart', async () => {
    const [a, b] = [visitorAs(), visitorAs()];
    await submit(a, [{ displayNumber: KNOWN.dofDisplayNumber, variantId: KNOWN.dofVariant, quantity: 3 }]);
    expect((await basketOf(a)).count).toBe(3);
    expect((await basketOf(b)).count).toBe(0);
  });
});
