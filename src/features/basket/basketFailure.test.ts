import { describe, expect, it } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { basketFailure } from './basketFailure.ts';

const refusal = (code: string, extensions?: Record<string, unknown>) =>
  new ApiError({ code, operationName: 'BasketChangeItemMutation', extensions });

describe('basket failure', () => {
  it('keeps the hint code and its placeholders', () => {
    expect(basketFailure(refusal('QUANTITY_MORE_THAN_STOCK', { code: 'QUANTITY_MORE_THAN_STOCK', stock: 2, nested: {} }))).toEqual({
      code: 'QUANTITY_MORE_THAN_STOCK',
      params: { stock: 2 },
    });
    expect(basketFailure(refusal('BasketChangeItemFailed')).code).toBe('BasketChangeItemFailed');
  });
  it('turns HTTP statuses and other errors into DEFAULT', () => {
    expect(basketFailure(refusal('500'))).toEqual({ code: 'DEFAULT', params: {} });
    expect(basketFailure(refusal('INTERNAL_SERVER_ERROR'))).toEqual({ code: 'DEFAULT', params: {} });
    expect(basketFailure(new Error('offline'))).toEqual({ code: 'DEFAULT', params: {} });
  });
});
