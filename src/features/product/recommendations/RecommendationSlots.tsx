import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { readShopCookie } from '../../../shop/privacy/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE } from '../../../shop/campaigns/experiments.ts';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import { recommendationSlots, SLOTS, type SlotId } from './slotOrder.ts';

// The flags live in a cookie the server never reads (catalogue HTML is the same for everyone),
// so the order is known only after hydration; a string keeps the snapshot comparable. Until
// then the places follow the default order: every place looks the same while it loads.
const readOrder = () =>
  recommendationSlots(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)))
    .map((slot) => slot.id)
    .join(',');
const DEFAULT_ORDER = recommendationSlots(assignExperiments(undefined))
  .map((slot) => slot.id)
  .join(',');

const outputsOf = (order: string) => order.split(',').map((id) => SLOTS[id as SlotId].outputs);

interface Props {
  /** Fills the places: the sliders in order, each with its output ids (the first one preferred). */
  children?: (outputs: readonly (readonly string[])[]) => ReactNode;
}

/** The product recommendations in the order the flags decide. */
export function RecommendationSlots({ children }: Props) {
  const order = useBrowserValue(readOrder, ['pageshow']) ?? DEFAULT_ORDER;
  return (
    <div data-reco-slots={order} className={slots}>
      {children?.(outputsOf(order))}
    </div>
  );
}

// The places add no gap of their own to the page layout until they hold something.
const slots = css`
  display: contents;
`;
