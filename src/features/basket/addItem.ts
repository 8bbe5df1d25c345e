import { commitMutation, type Environment } from 'relay-runtime';
import type { AddToBasketOptions, AddToBasketResult } from '../../shop/addToBasket.ts';
import type { BasketAddItemMutation as AddType } from './__generated__/BasketAddItemMutation.graphql.ts';
import type { BasketSetDisposalServiceMutation as DisposalType } from './__generated__/BasketSetDisposalServiceMutation.graphql.ts';
import { addFailure } from './addFailure.ts';
import { BasketAddItemMutation } from './BasketAddItemMutation.ts';
import { BasketSetDisposalServiceMutation } from './BasketSetDisposalServiceMutation.ts';

/** Books the disposal service for a total number of pieces; resolves false when that failed. */
function bookDisposal(environment: Environment, quantity: number) {
  return new Promise<boolean>((resolve) => {
    commitMutation<DisposalType>(environment, {
      mutation: BasketSetDisposalServiceMutation,
      variables: { quantity },
      onCompleted: () => resolve(true),
      onError: () => resolve(false),
    });
  });
}

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
  return new Promise<AddToBasketResult>((resolve) => {
    commitMutation<AddType>(environment, {
      mutation: BasketAddItemMutation,
      variables: { input: { variantId, promotion, quantity, locale } },
      onCompleted: (response) => {
        const extra = options.disposalService ?? 0;
        if (extra <= 0) return resolve({ ok: true });
        // The service is booked as a basket total: what is booked already plus this order's pieces.
        const booked = response.addToBasket.basket.disposalService?.quantity ?? 0;
        void bookDisposal(environment, booked + extra).then((disposalBooked) => resolve({ ok: true, disposalBooked }));
      },
      onError: (error) => resolve(addFailure(error)),
    });
  });
}
