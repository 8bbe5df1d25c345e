import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../data/fixtures.ts';
import { recoIndex } from './catalogueIndex.ts';
import { SERVICES, type RecoRequest } from './services.ts';

const index = recoIndex();
const request = (change: Partial<RecoRequest>): RecoRequest => ({
  index,
  productIds: [],
  categoryId: null,
  term: null,
  outfitId: null,
  viewed: [],
  wishlist: [],
  basket: [],
  ordered: [],
  ...change,
});
const ids = (r: RecoRequest, service: string, output: string) => SERVICES[service]![output]!(r).picks.map((p) => p.entry.product.id);

describe('content services of the recommendation mock', () => {
  it('an outfit page shows the pieces of the look its outfit id names, the same for the same id', () => {
    const look = ids(request({ outfitId: '4711' }), 'outfitPage', 'outfit');
    expect(look.length).toBeGreaterThan(1);
    expect(ids(request({ outfitId: '4711' }), 'outfitPage', 'outfit')).toEqual(look);
    expect(ids(request({ outfitId: '4712' }), 'outfitPage', 'outfit')).not.toEqual(look);
    expect(ids(request({ outfitId: '4711' }), 'outfitPage', '2').length).toBeGreaterThan(0);
  });

  it('an inspiration item shows products like the one it names', () => {
    const similar = ids(request({ productIds: [KNOWN.availableProduct] }), 'inspirationPage', '1');
    expect(similar.length).toBeGreaterThan(0);
    expect(similar).not.toContain(KNOWN.availableProduct);
  });
});
