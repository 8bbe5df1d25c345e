import type { Category } from '../../__generated__/shop-resolvers.ts';
import type { CategoryNode } from '../../data/categories.ts';

/**
 * Category.products is a field resolver (it takes limit and sort), so the data's nodes carry
 * every other field. The generated Category type lists products too; this is the one place
 * that says the node stands for a Category.
 */
export const asCategory = (node: CategoryNode): Category => node as unknown as Category;
