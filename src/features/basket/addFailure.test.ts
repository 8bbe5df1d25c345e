import { describe, expect, it } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { addFailure } from './addFailure.ts';

const refusal = (code: string, extensions?: Record<string, unknown>) =>
  new ApiError({ code, operationName: 'BasketAddItemMutation', extensions });

describe('add-to-basket failure', () => {
  it('keeps a catalogue refusal with its placeholders', () => {
    expect(
      addFailure(refusal('ATB_QUANTITY_LIMIT_EXCEEDED', { code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 2, nested: {} })),
    ).toEqual({
      ok: false,
      code: 'ATB_QUANTITY_LIMIT_EXCEEDED',
      params: { code: 'ATB_QUANTITY_LIMIT_EXCEEDED', quantityLimit: 2 },
    });
  });
  it('turns unknown codes, HTTP failures and other errors into ATB_GENERAL', () => {
    const general = { ok: false, code: 'ATB_GENERAL', params: {} };
    expect(addFailure(refusal('timeout'))).toEqual(general);
    expect(addFailure(refusal('500'))).toEqual(general);
    expect(addFailure(new Error('offline'))).toEqual(general);
  });
});
