import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { SIZE_RUNS } from './sizes.ts';

const snapshot = (seed?: number) => {
  const { categories, products, images } = buildCatalogue(seed);
  return JSON.stringify({ roots: categories.roots, products, images: [...images] });
};

describe('seeded catalogue', () => {
  const { products, categories, variantById } = buildCatalogue();
  const all = products.map((p) => p.product);

  it('is byte-identical for the same seed', () => {
    expect(snapshot()).toBe(snapshot());
    expect(snapshot(1)).not.toBe(snapshot());
  });

  it('keeps known ids stable', () => {
    const first = all.find((p) => p.id === 'P100001')!;
    expect(first.name).toBe('Sommerkleid aus Leinenmix');
    expect(first.displayNumber).toBe('355646745');
    expect(first.breadcrumb.map((b) => b.path)).toEqual(['/damen-mode', '/damen-mode/kleider', '/damen-mode/kleider/sommerkleider']);
  });

  it('has at least 600 products spread over every leaf category', () => {
    expect(all.length).toBeGreaterThanOrEqual(600);
    for (const leaf of categories.leaves) {
      expect(all.filter((p) => p.categoryIds[2] === leaf.path[2].id).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('uses unique ids and 9-digit display numbers', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.displayNumber)).size).toBe(all.length);
    for (const p of all) expect(p.displayNumber).toMatch(/^\d{9}$/);
  });

  it('covers every availability state, flag and the sale/outsold cases', () => {
    const states = new Set([...variantById.values()].map((v) => v.variant.availability.state));
    expect([...states].sort()).toEqual(['available', 'deliverable', 'lowStock', 'notAvailable']);
    expect(new Set(all.map((p) => p.flag))).toEqual(new Set(['sale', 'new', 'exclusiveOnline', 'priceHighlighting', 'none']));
    expect(all.some((p) => p.outsold)).toBe(true);
    expect(all.some((p) => p.rating === null) && all.some((p) => p.rating !== null)).toBe(true);
    for (const p of all.filter((p) => p.price.old > 0)) expect(p.price.old).toBeGreaterThan(p.price.min);
  });

  it('gives each product sizes from its size run and 1 to 4 colours', () => {
    const runs = Object.values(SIZE_RUNS) as readonly (readonly string[])[];
    for (const p of all) {
      expect(p.dimensions.length).toBeGreaterThanOrEqual(1);
      expect(p.dimensions.length).toBeLessThanOrEqual(4);
      const sizes = p.dimensions[0]!.variants.map((v) => v.size.label);
      expect(runs.some((run) => sizes.every((s) => run.includes(s)))).toBe(true);
    }
  });
});
