import { useCallback, useMemo, type ReactNode } from 'react';
import { useMutation } from 'react-relay';
import { AddToBasketContext, type AddToBasketOptions, type AddToBasketResult } from '../../shop/addToBasket.ts';
import type { BasketAddItemMutation as MutationType } from './__generated__/BasketAddItemMutation.graphql.ts';
import { addFailure } from './addFailure.ts';
import { BasketAddItemMutation } from './BasketAddItemMutation.ts';
import { useSetDisposalServiceMutation } from './useSetDisposalServiceMutation.ts';

/** Offers adding to the basket (with the disposal service asked for) to everything inside. */
export function AddToBasketProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [commit] = useMutation<MutationType>(BasketAddItemMutation);
  const { book } = useSetDisposalServiceMutation();
  const add = useCallback(
    (variantId: string, promotion: string | null, quantity = 1, options: AddToBasketOptions = {}) =>
      new Promise<AddToBasketResult>((resolve) => {
        commit({
          variables: { input: { variantId, promotion, quantity, locale } },
          onCompleted: (response) => {
            const extra = options.disposalService ?? 0;
            if (extra <= 0) return resolve({ ok: true });
            // The service is booked as a basket total: what is booked already plus this order's pieces.
            const booked = response.addToBasket.basket.disposalService?.quantity ?? 0;
            void book(booked + extra).then((disposalBooked) => resolve({ ok: true, disposalBooked }));
          },
          onError: (error) => resolve(addFailure(error)),
        });
      }),
    [commit, locale, book],
  );
  const value = useMemo(() => ({ add }), [add]);
  return <AddToBasketContext value={value}>{children}</AddToBasketContext>;
}
