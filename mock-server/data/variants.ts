import type { Faker } from '@faker-js/faker';
import type { Dimension, Price, Variant } from '../__generated__/shop-resolvers.ts';
import type { LeafTraits } from './assortment.ts';
import { variantAvailability, type AvailabilityKey } from './availability.ts';
import type { Colour } from './palettes.ts';

const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50];

/** Rounds to whole euros minus one cent (…,99). */
const toCents99 = (cents: number) => Math.max(99, Math.round(cents / 100) * 100 - 1);

export interface DimensionPlan {
  productId: string;
  displayNumber: string;
  promotion: string;
  colours: readonly Colour[];
  sizes: readonly string[];
  /** Position of the first size in its run (plus sizes sit at the end of the run). */
  sizeOffset: number;
  run: readonly string[];
  /** Attribute key stating each variant's measure, for measure sizes (90x200). */
  measureKey: string | undefined;
  plusSurcharge: boolean;
  /** Regular price range in whole euros. */
  price: readonly [number, number];
  traits: LeafTraits;
}

/**
 * One dimension per colour, one variant per size, with price and stock. Measures get dearer
 * with size; a sale reduces every colour, sometimes by different rates (a saving range).
 * About 10% of variants are sold out, 12% low in stock, 10% delivered later; 3% of products
 * are sold out entirely.
 */
export function makeDimensions(f: Faker, plan: DimensionPlan): Dimension[] {
  const { productId, promotion, sizes, run, measureKey, traits } = plan;
  const base = f.number.int({ min: plan.price[0], max: plan.price[1] }) * 100 - 1;
  const onSale = f.datatype.boolean(0.25);
  const salePercent = f.helpers.arrayElement(SALE_PERCENTS);
  const outsold = f.datatype.boolean(0.03);

  return plan.colours.map((colour, d) => {
    const dimensionId = `${productId}-${d + 1}`;
    const percent = onSale && d > 0 && f.datatype.boolean(0.25) ? f.helpers.arrayElement(SALE_PERCENTS) : salePercent;
    const variants: Variant[] = sizes.map((size, s) => {
      let regular = measureKey ? toCents99(base * (1 + 0.15 * s)) : base;
      if (plan.plusSurcharge && plan.sizeOffset + s >= run.length - 2) regular += 500;
      const current = onSale ? Math.round((regular * (100 - percent)) / 100) : regular;
      const roll = f.number.int({ min: 0, max: 99 });
      const quantity = outsold || roll < 10 ? 0 : roll < 22 ? f.number.int({ min: 1, max: 8 }) : f.number.int({ min: 9, max: 250 });
      const later: AvailabilityKey | null =
        quantity > 0 && roll >= 22 && roll < 32 ? f.helpers.arrayElement(['deliverable_5_days', 'deliverable_2_weeks'] as const) : null;
      return {
        id: `${dimensionId}-${s + 1}`,
        ean: `40${f.string.numeric(11)}`,
        referenceKey: `${plan.displayNumber}${String(s + 1).padStart(2, '0')}`,
        promotion,
        deliverabilityForwardingAgent: traits.forwardingAgent === true,
        disposalService: traits.disposalService === true,
        size: { label: size },
        attributes: measureKey ? [{ key: measureKey, value: `${size.replace('x', ' x ')} cm` }] : [],
        availability: variantAvailability(quantity, later),
        price: {
          withTax: current,
          currency: 'EUR',
          reductions: onSale ? [{ withTax: regular - current, relative: percent, category: 'sale' }] : [],
        },
      };
    });
    return { id: dimensionId, label: colour.label, promotion, isDefaultPromotion: true, variants };
  });
}

/** Product price from its variants; old is the regular price of the cheapest variant. */
export function productPrice(variants: readonly Variant[]): Price {
  const current = variants.map((v) => v.price.withTax);
  const min = Math.min(...current);
  const cheapest = variants.find((v) => v.price.withTax === min)!;
  const saleOf = (v: Variant) => v.price.reductions.find((r) => r.category === 'sale')?.withTax ?? 0;
  const savings = variants.map((v) => Math.round((saleOf(v) * 100) / (v.price.withTax + saleOf(v))));
  const maxSaving = Math.max(...savings);
  return {
    currency: 'EUR',
    min,
    max: Math.max(...current),
    old: saleOf(cheapest) > 0 ? min + saleOf(cheapest) : 0,
    saving: maxSaving > 0 ? maxSaving : null,
    savingRange: new Set(savings).size > 1,
    priceRange: new Set(current).size > 1,
  };
}
