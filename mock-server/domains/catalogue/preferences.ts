import type { Category, Image, ImagesInput, Product, ProductSort } from '../../__generated__/shop-resolvers.ts';

// productByCategory and automatedProductById take the sort and image type for fields further
// down (Category.products, Product.images). They hand them on in a copy of the parent object;
// arguments given on the field itself still win.

const PREFERENCES = Symbol('preferences');

interface Preferences {
  sort?: ProductSort | null;
  images?: ImagesInput | null;
}

type WithPreferences<T> = T & { [PREFERENCES]?: Preferences };

export function withPreferences<T extends Category | Product>(parent: T, preferences: Preferences): T {
  return { ...parent, [PREFERENCES]: preferences };
}

export const preferencesOf = (parent: Category | Product): Preferences => (parent as WithPreferences<typeof parent>)[PREFERENCES] ?? {};

/** Images of the preferred type first (or only those, with exactImageType), then at most count. */
export function pickImages(images: readonly Image[], options: ImagesInput): Image[] {
  const { imageType, exactImageType, count } = options;
  let picked = [...images];
  if (imageType) {
    const preferred = picked.filter((i) => i.type === imageType);
    picked = exactImageType ? preferred : [...preferred, ...picked.filter((i) => i.type !== imageType)];
  }
  return count == null ? picked : picked.slice(0, Math.max(0, count));
}
