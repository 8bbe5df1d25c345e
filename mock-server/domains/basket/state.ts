import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';

/** A hint of the message catalogue with its placeholders (turned into Hint in the answer). */
export interface Notice {
  code: string;
  params: Record<string, string>;
}

export interface BasketLine {
  /** 'basket-line-' + variant id: one line per variant. */
  id: string;
  variantId: string;
  quantity: number;
  /**
   * Availability key the shopper last saw for the line (when adding, changing it or being told
   * at order time); the basket reports DELIVERY_STATE_CHANGED while it differs from the current.
   */
  seenAvailabilityKey: string;
}

export interface BasketState {
  /** In the order they were added. */
  lines: BasketLine[];
  /** Pieces of the disposal service; 0 when not booked. */
  disposalQuantity: number;
  /** Hints caused by the last change (a removed free gift or disposal service), shown until the next one. */
  notices: Notice[];
}

export const emptyBasket = (): BasketState => ({ lines: [], disposalQuantity: 0, notices: [] });

export const lineId = (variantId: string) => `basket-line-${variantId}`;

/** The visitor's basket; mutations replace it as a whole with the rules' result. */
export function basketState(visitor: VisitorState): { current: BasketState } {
  return visitorData(visitor, 'basket', () => ({ current: emptyBasket() }));
}
