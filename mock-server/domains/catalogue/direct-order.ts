import type { DirectOrderFormArticle } from '../../__generated__/shop-resolvers.ts';
import type { Catalogue } from '../../data/catalogue.ts';
import { parseDisplayNumber } from '../../data/display-number.ts';
import { graphqlError } from '../../graphql/errors.ts';

/** The article (product and colour) a display number stands for; INVALID_DISPLAY_NUMBER otherwise. */
export function directOrderFormArticle(catalogue: Catalogue, input: string): DirectOrderFormArticle {
  const displayNumber = parseDisplayNumber(input);
  const ref = displayNumber === null ? undefined : catalogue.byDisplayNumber.get(displayNumber);
  if (!displayNumber || !ref) {
    throw graphqlError('Ungültige Artikelnummer', { code: 'INVALID_DISPLAY_NUMBER', displayNumber: input });
  }
  return { displayNumber, product: ref.product, dimension: ref.dimension };
}
