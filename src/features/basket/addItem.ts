import type { Environment } from 'relay-runtime';
import { commitPromiseMutation } from '../../relay/commitPromiseMutation.ts';
import type { AddToBasketOptions, AddToBasketResult } from '../../shop/context/addToBasket.ts';
import type { BasketAddItemMutation as AddType } from './__generated__/BasketAddItemMutation.graphql.ts';
import type { BasketSetDisposalServiceMutation as DisposalType } from './__generated__/BasketSetDisposalServiceMutation.graphql.ts';
import { addFailure } from './addFailure.ts';
import { BasketAddItemMutation } from './BasketAddItemMutation.ts';
import { BasketSetDisposalServiceMutation } from './BasketSetDisposalServiceMutation.ts';

/** Books the disposal service for a total number of pieces; resolves false when that failed. */
const bookDisposal = (environment: Environment, quantity: number) =>
  commitPromiseMutation<DisposalType>(environment, BasketSetDisposalServiceMutation, { quantity }).then(
    () => true,
    () => false,
  );

/**
 * Adds an article (and books the disposal service asked for). Its own module, loaded on the first
 * add: the frame offers adding everywhere, but most page views never add anything.
 */
export function addItem(
  environment: Environment,
  locale: string,
  variantId: string,
  promotion: string | null,
  quantity: number,
  options: AddToBasketOptions,
): Promise<AddToBasketResult> {
  return commitPromiseMutation<AddType>(environment, BasketAddItemMutation, { input: { variantId, promotion, quantity, locale } }).then(
    async (response): Promise<AddToBasketResult> => {
      const extra = options.disposalService ?? 0;
      if (extra <= 0) return { ok: true };
      // The service is booked as a basket total: what is booked already plus this order's pieces.
      const booked = response.addToBasket.basket.disposalService?.quantity ?? 0;
      return { ok: true, disposalBooked: await bookDisposal(environment, booked + extra) };
    },
    (error: unknown) => addFailure(error),
  );
}
