import { useCallback, useMemo, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { AddToBasketContext, type AddToBasketOptions } from '../../shop/context/addToBasket.ts';

/** Offers adding to the basket (with the disposal service asked for) to everything inside. */
export function AddToBasketProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const environment = useRelayEnvironment();
  const add = useCallback(
    async (variantId: string, promotion: string | null, quantity = 1, options: AddToBasketOptions = {}) => {
      // The mutations load with the first add; the buy box shows its busy state meanwhile.
      const { addItem } = await import('./addItem.ts');
      return addItem(environment, locale, variantId, promotion, quantity, options);
    },
    [environment, locale],
  );
  const value = useMemo(() => ({ add }), [add]);
  return <AddToBasketContext value={value}>{children}</AddToBasketContext>;
}
