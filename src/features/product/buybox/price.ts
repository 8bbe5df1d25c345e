// Price display rules (specification sections 3 and 5): the selected variant's price, else the
// product's lowest price with 'ab' for a range and 'nur' otherwise; an old price only counts when
// it is above 0 and above the current price.

export interface VariantPriceData {
  withTax: number;
  currency: string;
  reductions: readonly { withTax: number; category: string }[];
}

export interface ProductPriceData {
  currency: string;
  min: number;
  old: number;
  saving: number | null | undefined;
  savingRange: boolean;
  priceRange: boolean;
}

export interface PriceView {
  amount: number;
  /** 0 when not reduced. */
  old: number;
  currency: string;
  prefix: 'ab' | 'nur';
  /** Saving in percent, null when not reduced. */
  saving: number | null;
  /** The saving differs between variants and none is chosen: 'bis zu'. */
  savingUpTo: boolean;
}

export function isReduced(amount: number, old: number): boolean {
  return old > 0 && old > amount;
}

/** Old price of a variant: its price plus the reduction of category 'sale'; 0 without one. */
export function variantOldPrice(price: VariantPriceData): number {
  const sale = price.reductions.find((reduction) => reduction.category === 'sale');
  return sale && sale.withTax > 0 ? price.withTax + sale.withTax : 0;
}

export function priceView(product: ProductPriceData, variant: VariantPriceData | null): PriceView {
  if (variant) {
    const old = variantOldPrice(variant);
    const reduced = isReduced(variant.withTax, old);
    return {
      amount: variant.withTax,
      old: reduced ? old : 0,
      currency: variant.currency,
      prefix: 'nur',
      saving: reduced ? Math.round(((old - variant.withTax) / old) * 100) : null,
      savingUpTo: false,
    };
  }
  const reduced = isReduced(product.min, product.old);
  return {
    amount: product.min,
    old: reduced ? product.old : 0,
    currency: product.currency,
    prefix: product.priceRange ? 'ab' : 'nur',
    saving: reduced ? (product.saving ?? Math.round(((product.old - product.min) / product.old) * 100)) : null,
    savingUpTo: reduced && product.savingRange,
  };
}

/** Pieces in a multi-piece sales unit ('3er-Pack', '2er-Set'); null for single pieces and pairs. */
export function piecesPerSalesUnit(salesUnit: string | null | undefined): number | null {
  const pieces = Number(/^(\d+)er\b/.exec(salesUnit?.trim() ?? '')?.[1]);
  return Number.isInteger(pieces) && pieces > 1 ? pieces : null;
}

/** Price of one piece of a multi-piece unit, in cents. */
export function unitPrice(amount: number, pieces: number): number {
  return Math.round(amount / pieces);
}
