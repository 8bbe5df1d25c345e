import { describe, expect, it } from 'vitest';
import { assignExperiments } from '../../../shop/campaigns/experiments.ts';
import { recommendationSlots } from './slotOrder.ts';

const ids = (cookie: string | undefined) => recommendationSlots(assignExperiments(cookie)).map((slot) => slot.id);

describe('recommendationSlots', () => {
  it('orders outfit, similar products, last seen, then output 4 by default', () => {
    expect(ids(undefined)).toEqual(['outfit', 'similarProducts', 'lastSeen', 'more']);
    expect(recommendationSlots(assignExperiments(undefined)).map((slot) => slot.outputs)).toEqual([['1'], ['2'], ['3a', '3b'], ['4']]);
  });

  it('puts output 4 first with the alternative order', () => {
    expect(ids('recoOrderVariationKey:alternative_reco_order')).toEqual(['more', 'outfit', 'similarProducts', 'lastSeen']);
  });

  it('follows the positions of pdp_recommendation_order', () => {
    expect(ids('pdp_recommendation_order:similar_first')).toEqual(['similarProducts', 'outfit', 'lastSeen', 'more']);
    expect(ids('pdp_recommendation_order:similar_first,recoOrderVariationKey:alternative_reco_order')).toEqual([
      'more',
      'similarProducts',
      'outfit',
      'lastSeen',
    ]);
  });

  it('ignores unknown variants', () => {
    expect(ids('pdp_recommendation_order:nonsense,recoOrderVariationKey:x')).toEqual(['outfit', 'similarProducts', 'lastSeen', 'more']);
  });
});
