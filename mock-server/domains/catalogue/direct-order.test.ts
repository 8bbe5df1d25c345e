import { describe, expect, it } from 'vitest';
import { catalogue } from '../../data/catalogue.ts';
import { KNOWN } from '../../data/fixtures.ts';
import { parseDisplayNumber } from '../../data/display-number.ts';
import { directOrderFormArticle } from './direct-order.ts';

describe('direct order form lookup', () => {
  it('accepts three groups of three digits, with dots, spaces or nothing between', () => {
    for (const input of ['512 345 101', '512.345.101', '512345101', ' 512.345101 ']) expect(parseDisplayNumber(input)).toBe('512345101');
    for (const input of ['51234510', '5123451011', '512-345-101', '512..345.101', 'abc.def.ghi', ''])
      expect(parseDisplayNumber(input)).toBeNull();
  });

  it('answers the product and the colour the number stands for', () => {
    const article = directOrderFormArticle(catalogue(), '512.345.101');
    expect(article.displayNumber).toBe(KNOWN.dofDisplayNumber);
    expect(article.product.id).toBe(KNOWN.dofProduct);
    expect(article.dimension).toMatchObject({ id: `${KNOWN.dofProduct}-1`, promotion: '101' });
    expect(directOrderFormArticle(catalogue(), KNOWN.soldOutDisplayNumber).dimension.promotion).toBe('202');
  });

  it('refuses malformed and unknown numbers with INVALID_DISPLAY_NUMBER', () => {
    for (const input of ['12345', KNOWN.unknownDisplayNumber]) {
      expect(() => directOrderFormArticle(catalogue(), input)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'INVALID_DISPLAY_NUMBER', displayNumber: input }) }),
      );
    }
  });
});
