import { createContext, use } from 'react';

/** The answer to adding an article: refusals keep the message catalogue's code and placeholders. */
export type AddToBasketResult =
  | { ok: true; /** false: the disposal service asked for could not be booked. */ disposalBooked?: boolean }
  | { ok: false; code: string; params: Record<string, string | number> };

export interface AddToBasketOptions {
  /** Old mattresses or slatted frames to take away with this order, added to those booked already. */
  disposalService?: number;
}

export interface AddToBasket {
  add: (variantId: string, promotion: string | null, quantity?: number, options?: AddToBasketOptions) => Promise<AddToBasketResult>;
}

/**
 * Adding to the basket, offered to every buy box of the page. Shared here because features do not
 * import each other: the basket feature provides it (mounted by the layout), the product feature uses it.
 */
export const AddToBasketContext = createContext<AddToBasket | null>(null);

export function useAddToBasket(): AddToBasket {
  const value = use(AddToBasketContext);
  if (!value) throw new Error('AddToBasketContext missing (pages/+Layout.tsx provides it)');
  return value;
}
