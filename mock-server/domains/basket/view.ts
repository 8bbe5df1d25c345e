import type { Basket, BasketItem, Hint, ShippingFlatRate } from '../../__generated__/shop-resolvers.ts';
import { articleNumberOf, isFreeGift, unitPriceOf, type Article, type ArticleLookup } from './articles.ts';
import {
  BASKET_MAX_ITEMS,
  DISPOSAL_SERVICE_UNIT_PRICE,
  MIN_ORDER_VALUE,
  MIN_ORDER_VALUE_FREE_GIFT,
  QUANTITY_LIMIT_PER_ARTICLE,
} from './constants.ts';
import { basketAvailability } from './delivery.ts';
import { changedLines, maxQuantityOf, pieceCount, resolveLines } from './rules.ts';
import type { BasketLine, BasketState, Notice } from './state.ts';
import { basketTotals, type PaymentCharges } from './totals.ts';

/** One basket per visitor, always under the same id so the client store updates one record. */
export const BASKET_ID = 'basket';

export const toHint = (notice: Notice): Hint => ({
  code: notice.code,
  params: Object.entries(notice.params).map(([name, value]) => ({ name, value })),
});

/** Points an article earns: the product's own figure, else one point per full euro. */
export function loyaltyPointsOf(article: Article): number {
  if (isFreeGift(article)) return 0;
  return article.product.loyaltyPoints ?? Math.floor(unitPriceOf(article) / 100);
}

function oldUnitPrice(article: Article): number {
  if (isFreeGift(article)) return article.variant.price.withTax;
  const sale = article.variant.price.reductions.find((r) => r.category === 'sale')?.withTax ?? 0;
  return sale > 0 ? article.variant.price.withTax + sale : 0;
}

export function basketItem(lines: readonly BasketLine[], lookup: ArticleLookup, line: BasketLine, article: Article): BasketItem {
  const { product, dimension, variant } = article;
  const total = unitPriceOf(article) * line.quantity;
  return {
    id: line.id,
    productId: product.id,
    variantId: variant.id,
    dimensionId: dimension.id,
    name: product.name,
    brand: product.brand?.name ?? null,
    displayNumber: articleNumberOf(article),
    colorLabel: dimension.label,
    sizeLabel: variant.size.label,
    quantity: line.quantity,
    // The specification's rule for multi-piece lines: the unit price is the total ÷ quantity.
    price: Math.round(total / line.quantity),
    oldPrice: oldUnitPrice(article),
    total,
    image: product.images[0] ?? null,
    availability: basketAvailability(article),
    deliverabilityForwardingAgent: variant.deliverabilityForwardingAgent,
    isFreeGift: isFreeGift(article),
    allowsDisposalService: variant.disposalService,
    maxQuantity: maxQuantityOf(lines, lookup, line, article),
  };
}

export interface BasketViewContext {
  payment: PaymentCharges;
  shippingFlatRate: ShippingFlatRate;
  /** Discount of the coupon redeemed at the end of checkout (cents, positive); none when absent. */
  voucher?: number;
}

/**
 * The Basket of the API. Hints: those of the last change first, then DELIVERY_STATE_CHANGED
 * while a line's delivery state differs from what the shopper saw, BASKET_EMPTY, and always
 * BASKET_COUPON (coupons are redeemed at the end of checkout).
 */
export function basketView(state: BasketState, lookup: ArticleLookup, context: BasketViewContext): Basket {
  const resolved = resolveLines(state.lines, lookup);
  const items = resolved.map(({ line, article }) => basketItem(state.lines, lookup, line, article));
  const hints = state.notices.map(toHint);
  if (changedLines(state, lookup).length > 0) hints.push({ code: 'DELIVERY_STATE_CHANGED', params: [] });
  if (items.length === 0) hints.push({ code: 'BASKET_EMPTY', params: [] });
  hints.push({ code: 'BASKET_COUPON', params: [] });
  const { disposalQuantity } = state;
  return {
    id: BASKET_ID,
    count: pieceCount(state.lines),
    items,
    freeGift: items.find((item) => item.isFreeGift) ?? null,
    disposalService:
      disposalQuantity > 0
        ? { quantity: disposalQuantity, unitPrice: DISPOSAL_SERVICE_UNIT_PRICE, total: disposalQuantity * DISPOSAL_SERVICE_UNIT_PRICE }
        : null,
    totals: basketTotals(state, lookup, { payment: context.payment, voucher: context.voucher ?? 0 }),
    hints,
    shippingFlatRate: context.shippingFlatRate,
    loyaltyPoints: resolved.reduce((sum, { line, article }) => sum + loyaltyPointsOf(article) * line.quantity, 0),
    limits: {
      quantityLimitPerArticle: QUANTITY_LIMIT_PER_ARTICLE,
      basketMaxItems: BASKET_MAX_ITEMS,
      minOrderValue: MIN_ORDER_VALUE,
      minOrderValueFreeGift: MIN_ORDER_VALUE_FREE_GIFT,
    },
  };
}
