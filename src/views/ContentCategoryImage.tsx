import { usePageContext } from 'vike-react/usePageContext';
import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { CategoryImageProps } from '../features/content/shopBridge.ts';
import { storedSort } from '../features/listing/listingRules.ts';
import { loadAutomatedProduct, loadCategoryImage } from '../features/promotions/promotionData.ts';
import { productImageSrcSet, productImageUrl } from '../ui/productImage.ts';

interface Found {
  hash: string;
  alt: string | null;
}

const WIDTHS = [320, 480, 640, 960] as const;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The image a category image link stands for: the automated product's first image, else the
 * category's first product in the shopper's stored listing sort. Null when neither answers.
 */
export async function lookUpCategoryImage(
  environment: Environment,
  locale: string,
  { productId, categoryId }: Pick<CategoryImageProps, 'productId' | 'categoryId'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage(),
): Promise<Found | null> {
  if (productId) {
    const image = (await loadAutomatedProduct(environment, locale, productId))?.images[0];
    if (image) return { hash: image.hash, alt: image.alt ?? null };
  }
  if (categoryId) {
    const sort = storage ? storedSort(storage) : null;
    const image = (await loadCategoryImage(environment, locale, categoryId, { sort }))?.products[0]?.images[0];
    if (image) return { hash: image.hash, alt: image.alt ?? null };
  }
  return null;
}

/** A shop product's image for content's category image links; a lazy chunk, loaded in the browser only. */
export default function ContentCategoryImage({ productId, categoryId, alt, sizes }: CategoryImageProps) {
  const environment = useRelayEnvironment();
  const { locale } = usePageContext().shop;
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    let current = true;
    void lookUpCategoryImage(environment, locale, { productId, categoryId }).then((image) => {
      if (current) setFound(image);
    });
    return () => {
      current = false;
    };
  }, [environment, locale, productId, categoryId]);
  if (!found) return null;
  return (
    <img
      src={productImageUrl(found.hash, 640)}
      srcSet={productImageSrcSet(found.hash, WIDTHS)}
      sizes={sizes}
      alt={found.alt || alt}
      loading="lazy"
      decoding="async"
      data-testid="category-image"
    />
  );
}
