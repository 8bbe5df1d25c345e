import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../data/fixtures.ts';
import { genderOf, recoIndex } from './catalogueIndex.ts';
import { campaign, lastSeen, outfit, outfitIdOf, similarProducts, similarToAll, topSellers } from './strategies.ts';

const index = recoIndex();
const leafId = (productId: string) => index.leafOf.get(productId)!.path[2].id;
const ids = (picks: { entry: { product: { id: string } } }[]) => picks.map((p) => p.entry.product.id);

describe('recommendation strategies', () => {
  const dress = KNOWN.availableProduct;

  it('find similar products in the same category, never the product itself', () => {
    const picks = similarProducts(index, dress);
    expect(picks.length).toBeGreaterThan(3);
    expect(picks.length).toBeLessThanOrEqual(12);
    expect(ids(picks)).not.toContain(dress);
    expect(picks.every((p) => leafId(p.entry.product.id) === leafId(dress) && !p.entry.product.outsold)).toBe(true);
    expect(picks[0]).toMatchObject({ group: 'similarProducts', reason: 'Ähnlicher Artikel' });
    expect(similarProducts(index, 'P000000')).toEqual([]);
  });

  it('complete an outfit from other categories of the same gender, under one numeric outfit id', () => {
    const picks = outfit(index, dress);
    expect(picks.length).toBeGreaterThan(2);
    const gender = genderOf(index.leafOf.get(dress)!);
    for (const p of picks) {
      const leaf = index.leafOf.get(p.entry.product.id)!;
      expect(leaf.path[2].id).not.toBe(leafId(dress));
      expect([gender, null]).toContain(genderOf(leaf));
      expect(p.outfitID).toMatch(/^\d{7}$/);
    }
    expect(new Set(picks.map((p) => p.outfitID))).toEqual(new Set([outfitIdOf(dress)]));
  });

  it('run the season campaign for clothes and shoes only', () => {
    const picks = campaign(index, dress);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks[0]).toMatchObject({ campaign: 'herbst-highlights', group: 'highestRanked' });
    expect(campaign(index, KNOWN.energyClassProduct)).toEqual([]);
    expect(campaign(index, KNOWN.mattressProduct)).toEqual([]);
  });

  it('rank best sellers, optionally in a category or for a term', () => {
    const all = topSellers(index);
    expect(all).toHaveLength(12);
    const sales = all.map((p) => p.entry.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    expect(topSellers(index, { categoryId: KNOWN.category.id }).every((p) => p.entry.product.categoryIds.includes(KNOWN.category.id))).toBe(
      true,
    );
    expect(
      topSellers(index, { term: 'matratze' }).every((p) => /matratze/i.test(`${p.entry.product.name} ${p.entry.product.masterCategory}`)),
    ).toBe(true);
  });

  it('leave out free gifts and sold-out products', () => {
    expect(ids(topSellers(index))).not.toContain(KNOWN.freeGiftProduct);
    expect(ids(lastSeen(index, [KNOWN.outsoldProduct, KNOWN.freeGiftProduct, dress]))).toEqual([dress]);
  });

  it('combine several products in turn, without them', () => {
    const picks = similarToAll(index, [dress, KNOWN.mattressProduct], 'wishlist', 'Passend zu Ihrem Merkzettel');
    expect(ids(picks)).not.toContain(dress);
    expect(leafId(ids(picks)[0]!)).toBe(leafId(dress));
    expect(leafId(ids(picks)[1]!)).toBe(leafId(KNOWN.mattressProduct));
  });
});
