import { describe, expect, it } from 'vitest';
import { changeProblem, QUANTITY_CHOICES } from './changeItemRules.ts';

const variant = (quantity: number) => ({ id: 'v', size: { label: 'M' }, availability: { quantity } });

describe('change-item rules', () => {
  it('offers 1 to 20 pieces', () => {
    expect(QUANTITY_CHOICES[0]).toBe(1);
    expect(QUANTITY_CHOICES.at(-1)).toBe(20);
  });
  it('asks for a size and refuses a sold-out one', () => {
    expect(changeProblem(null, 1, '512345101')?.code).toBe('ATB_NO_VARIANT_SELECTED');
    expect(changeProblem(variant(0), 1, '512345101')?.code).toBe('ATB_VARIANT_OUTSOLD');
  });
  it('refuses more than 20 pieces and leaves stock to the server', () => {
    expect(changeProblem(variant(5), 21, '512345101')).toEqual({ code: 'QUANTITY_LIMIT_EXCEEDED', params: { displayNumber: '512345101' } });
    expect(changeProblem(variant(5), 8, '512345101')).toBeNull();
  });
});
