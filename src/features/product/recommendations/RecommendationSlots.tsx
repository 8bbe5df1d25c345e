import { css } from '@linaria/core';
import { readShopCookie } from '../../../shop/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE } from '../../../shop/experiments.ts';
import { useBrowserValue } from '../../../ui/useBrowserValue.ts';
import { recommendationSlots, SLOTS, type SlotId } from './slotOrder.ts';

// The flags live in a cookie the server never reads (catalogue HTML is the same for everyone),
// so the order is known only after hydration; a string keeps the snapshot comparable.
const readOrder = () =>
  recommendationSlots(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)))
    .map((slot) => slot.id)
    .join(',');

/**
 * Places for the product recommendations in the order the flags decide. They stay empty (and
 * take no room) until recommendations are filled in; the data attributes name each place.
 */
export function RecommendationSlots() {
  const order = useBrowserValue(readOrder, ['pageshow']);
  return (
    <div data-reco-slots="" className={slots}>
      {order?.split(',').map((id) => <div key={id} data-reco-slot={id} data-reco-outputs={SLOTS[id as SlotId].outputs.join(' ')} />)}
    </div>
  );
}

// The places add no gap of their own to the page layout until they hold something.
const slots = css`
  display: contents;
`;
