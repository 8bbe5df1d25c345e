import type { Assignments } from '../../../shop/campaigns/experiments.ts';

// Recommendation slots of the product page. pdp_recommendation_order places
// outfit, similar products and last seen (default positions 1, 2, 3: outputs '1', '2' and the
// target recommendation '3a' with its fallback '3b'); recoOrderVariationKey puts output '4'
// before them ('alternative_reco_order') or after them (default).

export type SlotId = 'outfit' | 'similarProducts' | 'lastSeen' | 'more';

export interface RecommendationSlot {
  id: SlotId;
  /** Output ids of the recommendation service, the first one preferred. */
  outputs: readonly string[];
}

export const SLOTS: Record<SlotId, RecommendationSlot> = {
  outfit: { id: 'outfit', outputs: ['1'] },
  similarProducts: { id: 'similarProducts', outputs: ['2'] },
  lastSeen: { id: 'lastSeen', outputs: ['3a', '3b'] },
  more: { id: 'more', outputs: ['4'] },
};

const POSITIONS: Record<Assignments['pdp_recommendation_order'], readonly SlotId[]> = {
  default: ['outfit', 'similarProducts', 'lastSeen'],
  similar_first: ['similarProducts', 'outfit', 'lastSeen'],
};

export function recommendationSlots(flags: Pick<Assignments, 'pdp_recommendation_order' | 'recoOrderVariationKey'>): RecommendationSlot[] {
  const ordered = POSITIONS[flags.pdp_recommendation_order].map((id) => SLOTS[id]);
  return flags.recoOrderVariationKey === 'alternative_reco_order' ? [SLOTS.more, ...ordered] : [...ordered, SLOTS.more];
}
