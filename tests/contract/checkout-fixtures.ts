import { catalogue, type VariantRef } from '../../mock-server/data/catalogue.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import type { AddressInput } from './__generated__/shop/graphql.ts';
import {
  ContractAddToBasketMutationDocument,
  ContractBasketQueryDocument,
  ContractSetCheckoutAddressMutationDocument,
  ContractSetPaymentMethodMutationDocument,
} from './__generated__/shop/graphql.ts';
import { errorCode, newVisitor, post, type CallOptions, type GraphQLBody } from './support.ts';

// Helpers of the basket, direct order form, checkout, wishlist, reviews, recommendations and
// loyalty contract tests.

/** Demo customers: Anna is in the loyalty programme, Marlene's shipping flat-rate offer expired. */
export const ANNA = '40512873';
export const JONAS = '40512874';
export const MARLENE = '40512875';
export const DENIZ = '40512876';

/** Display number of the colour of KNOWN.availableVariant (the dress the tests buy). */
export const DRESS_NUMBER = (() => {
  const { product, dimension } = catalogue().variantById.get(KNOWN.availableVariant)!;
  return `${product.iid}${dimension.promotion}`;
})();

/** Request options of a fresh visitor, logged in as `customerNumber` when given. */
export function visitorAs(customerNumber?: string, visitor = newVisitor()): CallOptions {
  return customerNumber ? { visitor, headers: { authorization: `Bearer mock-token-${customerNumber}` } } : { visitor };
}

export const add = (options: CallOptions, variantId: string, quantity?: number) =>
  post(ContractAddToBasketMutationDocument, { variantId, quantity }, options);

export async function basketOf(options: CallOptions) {
  const { body } = await post(ContractBasketQueryDocument, {}, options);
  return body.data!.basket!;
}

/** Adds and fails loudly, for setting up a test. */
export async function added(options: CallOptions, variantId: string, quantity?: number) {
  const { body } = await add(options, variantId, quantity);
  if (!body.data) throw new Error(`addToBasket ${variantId} refused: ${errorCode(body)}`);
  return body.data.addToBasket;
}

export const ADDRESS: AddressInput = {
  gender: 'f',
  firstName: 'Lena',
  lastName: 'Krüger',
  street: 'Gartenstraße',
  houseNumber: '5a',
  zipCode: '50667',
  city: 'Köln',
  email: 'lena.krueger@example.de',
};

/** Address and payment set, so the order can be placed. */
export async function readyForCheckout(options: CallOptions, paymentMethodId = 'invoice') {
  await post(ContractSetCheckoutAddressMutationDocument, { input: ADDRESS }, options);
  const { body } = await post(ContractSetPaymentMethodMutationDocument, { paymentMethodId }, options);
  if (!body.data) throw new Error(`setPaymentMethod refused: ${errorCode(body)}`);
  return body.data.setPaymentMethod;
}

/** First variant of the catalogue that matches, for rules that need a kind of article. */
export function variantWhere(predicate: (ref: VariantRef) => boolean): VariantRef {
  for (const ref of catalogue().variantById.values()) if (predicate(ref)) return ref;
  throw new Error('no such variant in the catalogue');
}

const stock = (ref: VariantRef) => ref.variant.availability.quantity ?? 0;
const plain = (ref: VariantRef) => !ref.product.isFreeGift && !ref.variant.deliverabilityForwardingAgent && !ref.variant.disposalService;

/** A cheap article (under 10,00 €) with plenty in stock. */
export const cheapVariant = () => variantWhere((r) => plain(r) && r.variant.price.withTax < 1000 && stock(r) >= 20);

/** An article whose delivery slips once it is in the basket (directShipping5Days). */
export const slippingVariant = () => variantWhere((r) => plain(r) && r.variant.availability.key === 'directShipping5Days' && stock(r) >= 5);

/** Well-stocked articles of distinct products for filling a basket, none of `avoid`. */
export function plentifulVariants(count: number, avoid: readonly string[] = []): VariantRef[] {
  const seen = new Set<string>();
  const list: VariantRef[] = [];
  for (const ref of catalogue().variantById.values()) {
    if (list.length === count) break;
    if (!plain(ref) || stock(ref) < 20 || ref.variant.availability.key !== 'available') continue;
    if (seen.has(ref.product.id) || avoid.includes(ref.product.id)) continue;
    seen.add(ref.product.id);
    list.push(ref);
  }
  return list;
}

export const extensionsOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions;

export function fieldCodes(body: GraphQLBody<unknown>): string[] {
  const fields = (extensionsOf(body)?.['fields'] ?? []) as { field: string; code: string }[];
  return fields.map((f) => `${f.field}:${f.code}`);
}
