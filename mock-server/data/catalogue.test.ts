import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_KEYS } from './availability.ts';
import { buildCatalogue } from './catalogue.ts';
import { SIZE_RUNS } from './sizes.ts';

const snapshot = (seed?: number) => {
  const { categories, products, images } = buildCatalogue(seed);
  const json = JSON.stringify({ roots: categories.roots, products, images: [...images] });
  return createHash('sha256').update(json).digest('hex');
};

describe('seeded catalogue', () => {
  const { products, categories, variantById, byDisplayNumber, brands } = buildCatalogue();
  const all = products.map((p) => p.product);
  const variants = [...variantById.values()].map((v) => v.variant);

  it('is byte-identical for the same seed', () => {
    expect(snapshot()).toBe(snapshot());
    expect(snapshot(1)).not.toBe(snapshot());
  }, 60_000);

  it('keeps known ids stable', () => {
    const first = all.find((p) => p.id === 'P100001')!;
    expect(first.name).toBe('Sommerkleid aus Leinenmix');
    expect(first.displayNumber).toBe('355646745');
    expect(first.breadcrumb.map((b) => b.path)).toEqual(['/damen-mode', '/damen-mode/kleider', '/damen-mode/kleider/sommerkleider']);
  });

  it('has at least 3,000 products spread over every leaf category, and 30 brands', () => {
    expect(all.length).toBeGreaterThanOrEqual(3000);
    expect(brands.length).toBeGreaterThanOrEqual(30);
    for (const leaf of categories.leaves) {
      expect(all.filter((p) => p.categoryIds[2] === leaf.path[2].id).length).toBeGreaterThanOrEqual(30);
    }
  });

  it('uses unique ids and 3+3+3-digit display numbers, one per colour', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.displayNumber)).size).toBe(all.length);
    for (const p of all) {
      expect(p.displayNumber).toMatch(/^\d{9}$/);
      expect(p.displayNumber).toBe(`${p.iid}${p.dimensions[0]!.promotion}`);
      expect(new Set(p.dimensions.map((d) => d.promotion)).size).toBe(p.dimensions.length);
      for (const d of p.dimensions) expect(byDisplayNumber.get(`${p.iid}${d.promotion}`)?.dimension).toBe(d);
    }
    const renumbered = all.filter((p) => p.oldDisplayNumber);
    expect(renumbered.length).toBeGreaterThan(50);
    for (const p of renumbered) expect(byDisplayNumber.get(p.oldDisplayNumber!)?.product).toBe(p);
  });

  it('covers every availability key and state, flag and the sale/outsold cases', () => {
    expect(new Set(variants.map((v) => v.availability.key))).toEqual(new Set(Object.keys(AVAILABILITY_KEYS)));
    expect(new Set(variants.map((v) => v.availability.state))).toEqual(new Set(['available', 'deliverable', 'lowStock', 'notAvailable']));
    expect(new Set(all.map((p) => p.flag))).toEqual(new Set(['sale', 'new', 'exclusiveOnline', 'priceHighlighting', 'none']));
    expect(all.some((p) => p.outsold)).toBe(true);
    expect(all.some((p) => p.rating === null) && all.some((p) => p.rating !== null)).toBe(true);
    for (const p of all.filter((p) => p.price.old > 0)) expect(p.price.old).toBeGreaterThan(p.price.min);
    expect(all.some((p) => p.price.savingRange) && all.some((p) => p.price.priceRange)).toBe(true);
  });

  it('gives each product sizes from one size run and 1 to 6 colours', () => {
    const runs = Object.values(SIZE_RUNS) as readonly (readonly string[])[];
    for (const p of all) {
      expect(p.dimensions.length).toBeGreaterThanOrEqual(1);
      expect(p.dimensions.length).toBeLessThanOrEqual(6);
      const sizes = p.dimensions[0]!.variants.map((v) => v.size.label);
      expect(runs.some((run) => sizes.every((s) => run.includes(s)))).toBe(true);
    }
  });

  it('marks goods by kind: lamps, jackets, mattresses, furniture, size tables', () => {
    const inLeaf = (slugPath: string) => all.filter((p) => p.breadcrumb[2]!.path === slugPath);
    expect(inLeaf('/wohnen/lampen-leuchten/stehleuchten').every((p) => p.energyEfficiencyClass !== null && p.disposalNote)).toBe(true);
    expect(inLeaf('/herren-mode/jacken-maentel/winterjacken').every((p) => p.heatDegree !== null)).toBe(true);
    const mattresses = inLeaf('/wohnen/schlafen/matratzen');
    expect(mattresses.every((p) => p.disposalServiceProduct && p.dimensions.every((d) => d.variants.every((v) => v.disposalService)))).toBe(
      true,
    );
    expect(inLeaf('/wohnen/moebel/sofas').every((p) => p.dimensions[0]!.variants[0]!.deliverabilityForwardingAgent)).toBe(true);
    const companies = new Set(all.map((p) => p.companyOfOrigin));
    expect(companies).toEqual(new Set([null, 'default', 'nordlicht', 'suedkap']));
    expect(all.some((p) => p.sizeTables.length === 1 && p.sizeTables[0]!.companyOfOrigin !== 'default')).toBe(true);
    expect(all.filter((p) => p.isFreeGift).length).toBeGreaterThanOrEqual(1);
    expect(all.some((p) => p.sustainabilityLogos.length > 0) && all.some((p) => p.description === null)).toBe(true);
    expect(all.some((p) => p.linkBox.length > 0)).toBe(true);
  });
});
