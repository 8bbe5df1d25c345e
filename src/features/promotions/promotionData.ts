import { fetchQuery, type Environment } from 'relay-runtime';
import type { PromotionAutomatedProductQuery as AutomatedType } from './__generated__/PromotionAutomatedProductQuery.graphql.ts';
import type { PromotionCategoryImageQuery as CategoryImageType } from './__generated__/PromotionCategoryImageQuery.graphql.ts';
import type { PromotionCategoryQuery as CategoryType } from './__generated__/PromotionCategoryQuery.graphql.ts';
import type { PromotionPriceQuery as PriceType } from './__generated__/PromotionPriceQuery.graphql.ts';
import { PromotionAutomatedProductQuery } from './PromotionAutomatedProductQuery.ts';
import { PromotionCategoryImageQuery } from './PromotionCategoryImageQuery.ts';
import { PromotionCategoryQuery } from './PromotionCategoryQuery.ts';
import { PromotionPriceQuery } from './PromotionPriceQuery.ts';

// The shop-API lookups content items need (section 7): each answers null when the id is unknown
// or the call fails, so a card degrades (no eyecatcher, plain link) instead of failing. Names and
// prices in the shop's locale.

async function lookup<T>(run: () => Promise<T | undefined>): Promise<T | null> {
  try {
    return (await run()) ?? null;
  } catch {
    return null;
  }
}

export type ProductSort = CategoryImageType['variables']['sort'];

/** Price eyecatcher: id, name and price of a product. */
export const loadPriceAndName = (environment: Environment, locale: string, id: string) =>
  lookup(
    async () =>
      (await fetchQuery<PriceType>(environment, PromotionPriceQuery, { input: { id, locale } }).toPromise())?.productPriceAndNameById ??
      undefined,
  );

/** Category image link: the category and its first product (in the stored sort key) with one image. */
export const loadCategoryImage = (
  environment: Environment,
  locale: string,
  id: string,
  options: { sort?: ProductSort; imageType?: string; exactImageType?: boolean } = {},
) =>
  lookup(
    async () =>
      (
        await fetchQuery<CategoryImageType>(environment, PromotionCategoryImageQuery, {
          input: { id, locale },
          locale,
          sort: options.sort ?? null,
          imageType: options.imageType ?? null,
          exactImageType: options.exactImageType ?? null,
        }).toPromise()
      )?.productByCategory.category ?? undefined,
  );

/** A category's id, path and name. */
export const loadCategory = (environment: Environment, locale: string, id: string) =>
  lookup(
    async () =>
      (await fetchQuery<CategoryType>(environment, PromotionCategoryQuery, { input: { id, locale } }).toPromise())?.categoryById ??
      undefined,
  );

/** The product of an automated promotion, with one image. */
export const loadAutomatedProduct = (
  environment: Environment,
  locale: string,
  id: string,
  options: { imageType?: string; exactImageType?: boolean } = {},
) =>
  lookup(
    async () =>
      (
        await fetchQuery<AutomatedType>(environment, PromotionAutomatedProductQuery, {
          input: { id, locale },
          imageType: options.imageType ?? null,
          exactImageType: options.exactImageType ?? null,
        }).toPromise()
      )?.automatedProductById.productById ?? undefined,
  );
