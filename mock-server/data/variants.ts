import type { Faker } from '@faker-js/faker';
import type { Dimension, Price, Variant } from '../__generated__/shop-resolvers.ts';
import type { LeafTraits } from './assortment.ts';
import { DIRECT_SHIPPING_KEYS, SUBSEQUENT_KEYS, variantAvailability, type AvailabilityKey } from './availability.ts';
import type { Colour } from './palettes.ts';

const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50];

/** EAN-13 with its check digit, derived from the article so it costs no random draws. */
export function ean(body12: string): string {
  const sum = [...body12].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

/** Rounds to whole euros minus one cent (…,99). */
const toCents99 = (cents: number) => Math.max(99, Math.round(cents / 100) * 100 - 1);
/** Crowns are priced in whole units ending in 9; their minor units stay 00. */
const toWhole9 = (minor: number) => Math.max(9, Math.round(minor / 1000) * 10 - 1) * 100;

/** Stock of one variant; a quantity of 0 is sold out ('outsold' when for good). */
export interface Stock {
  quantity: number;
  delayed?: AvailabilityKey | null;
  outsold?: boolean;
}

export interface DimensionPlan {
  productId: string;
  /** 6-digit product number; with a dimension's promotion it makes that colour's display number. */
  number: string;
  /** One 3-digit promotion per colour. */
  promotions: readonly string[];
  colours: readonly Colour[];
  sizes: readonly string[];
  /** Position of the first size in its run (plus sizes sit at the end of the run). */
  sizeOffset: number;
  run: readonly string[];
  /** Attribute key stating each variant's measure, for measure sizes (90x200). */
  measureKey: string | undefined;
  plusSurcharge: boolean;
  /** Regular price in cents of the smallest size. */
  basePrice: number;
  /** Sale reduction in percent, null without a sale. */
  salePercent: number | null;
  /** Some colours may be reduced by a different rate (a saving range). */
  varySale: boolean;
  traits: LeafTraits;
  /** Stock per colour and size; made up when absent. */
  stock?: (dimension: number, size: number) => Stock;
  /** The shop's currency: prices are in its minor units, the plus-size surcharge converted too. */
  currency: { code: string; perEuro: number };
  /** A colour's name in the shop's language. */
  colourLabel: (colour: Colour) => string;
}

/**
 * Roughly: 7% of sizes sold out for now, 3% for good, 12% low in stock, 12% delivered later
 * (suppliers' goods more often, and by direct shipping); 3% of products and 5% of further
 * colours are sold out entirely.
 */
function madeUpStock(f: Faker, traits: LeafTraits, productOutsold: boolean, colourOutsold: boolean): Stock {
  if (productOutsold) return { quantity: 0, outsold: true };
  if (colourOutsold) return { quantity: 0, outsold: f.datatype.boolean(0.5) };
  const roll = f.number.int({ min: 0, max: 99 });
  if (roll < 7) return { quantity: 0 };
  if (roll < 10) return { quantity: 0, outsold: true };
  if (roll < 22) return { quantity: f.number.int({ min: 1, max: 8 }) };
  const delayedShare = traits.directShipping ? 55 : 34;
  if (roll < delayedShare) {
    const direct = traits.directShipping ? f.datatype.boolean(0.8) : f.datatype.boolean(0.2);
    const delayed = direct ? f.helpers.arrayElement(DIRECT_SHIPPING_KEYS) : f.helpers.arrayElement(SUBSEQUENT_KEYS);
    return { quantity: f.number.int({ min: 5, max: 120 }), delayed };
  }
  return { quantity: f.number.int({ min: 9, max: 250 }) };
}

/** Distinct 3-digit promotions (100–999), one per colour. */
export function makePromotions(f: Faker, count: number): string[] {
  const promotions = new Set<string>();
  while (promotions.size < count) promotions.add(String(f.number.int({ min: 100, max: 999 })));
  return [...promotions];
}

/** One dimension per colour, one variant per size, with price and stock. Measures get dearer with size. */
export function makeDimensions(f: Faker, plan: DimensionPlan): Dimension[] {
  const { productId, sizes, run, measureKey, traits, salePercent } = plan;
  const productOutsold = plan.stock === undefined && f.datatype.boolean(0.03);

  return plan.colours.map((colour, d) => {
    const dimensionId = `${productId}-${d + 1}`;
    const promotion = plan.promotions[d]!;
    const percent =
      salePercent !== null && plan.varySale && d > 0 && f.datatype.boolean(0.25) ? f.helpers.arrayElement(SALE_PERCENTS) : salePercent;
    const colourOutsold = plan.stock === undefined && d > 0 && f.datatype.boolean(0.05);
    const variants: Variant[] = sizes.map((size, s) => {
      const whole = plan.currency.perEuro > 1;
      let regular = measureKey ? (whole ? toWhole9 : toCents99)(plan.basePrice * (1 + 0.15 * s)) : plan.basePrice;
      if (plan.plusSurcharge && plan.sizeOffset + s >= run.length - 2) regular += 500 * plan.currency.perEuro;
      const reduced = (regular * (100 - (percent ?? 0))) / 100;
      const current = percent === null ? regular : whole ? Math.round(reduced / 100) * 100 : Math.round(reduced);
      const stock = plan.stock?.(d, s) ?? madeUpStock(f, traits, productOutsold, colourOutsold);
      return {
        id: `${dimensionId}-${s + 1}`,
        ean: ean(`4${plan.number}${promotion}${String(s + 1).padStart(2, '0')}`),
        referenceKey: `${plan.number}${promotion}${String(s + 1).padStart(2, '0')}`,
        promotion,
        deliverabilityForwardingAgent: traits.forwardingAgent === true,
        disposalService: traits.disposalService === true,
        size: { label: size },
        attributes: measureKey ? [{ key: measureKey, value: `${size.replace('x', ' x ')} cm` }] : [],
        availability: variantAvailability(stock.quantity, stock.delayed ?? null, stock.outsold === true),
        price: {
          withTax: current,
          currency: plan.currency.code,
          reductions: percent !== null ? [{ withTax: regular - current, relative: percent, category: 'sale' }] : [],
        },
      };
    });
    return { id: dimensionId, label: plan.colourLabel(colour), promotion, isDefaultPromotion: true, variants };
  });
}

/** Product price from its variants; old is the regular price of the cheapest variant. */
export function productPrice(variants: readonly Variant[]): Price {
  const current = variants.map((v) => v.price.withTax);
  const min = Math.min(...current);
  const cheapest = variants.find((v) => v.price.withTax === min)!;
  const saleOf = (v: Variant) => v.price.reductions.find((r) => r.category === 'sale')?.withTax ?? 0;
  const savings = variants.map((v) =>
    v.price.withTax + saleOf(v) > 0 ? Math.round((saleOf(v) * 100) / (v.price.withTax + saleOf(v))) : 0,
  );
  const maxSaving = Math.max(...savings);
  return {
    currency: cheapest.price.currency,
    min,
    max: Math.max(...current),
    old: saleOf(cheapest) > 0 ? min + saleOf(cheapest) : 0,
    saving: maxSaving > 0 ? maxSaving : null,
    savingRange: new Set(savings).size > 1,
    priceRange: new Set(current).size > 1,
  };
}
