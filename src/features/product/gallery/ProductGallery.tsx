import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import type { ProductGallery_product$key } from './__generated__/ProductGallery_product.graphql.ts';

/** The product's images. */
export function ProductGallery({ product }: { product: ProductGallery_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        name
        images(count: 1) {
          hash
          alt
        }
      }
    `,
    product,
  );
  const image = data.images[0];
  if (!image) return null;
  return (
    <img
      className={photo}
      src={productImageUrl(image.hash, 606)}
      srcSet={productImageSrcSet(image.hash, [291, 606, 1212])}
      sizes="(min-width: 992px) 50vw, 100vw"
      width={1390}
      height={1860}
      alt={image.alt ?? data.name}
      fetchPriority="high"
    />
  );
}

const photo = css`
  width: 100%;
  height: auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
`;
