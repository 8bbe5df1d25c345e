import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { media } from '../../../ui/breakpoints.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import { BuyBox } from '../buybox/BuyBox.tsx';
import type { ProductPopupView_product$key } from './__generated__/ProductPopupView_product.graphql.ts';

interface Props {
  product: ProductPopupView_product$key;
}

/** The mini product view of the quick-buy popup: image, buy box and the way to the full page. */
export function ProductPopupView({ product }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductPopupView_product on Product {
        id
        name
        images(count: 1) {
          hash
          alt
        }
        ...BuyBox_product
      }
    `,
    product,
  );
  const image = data.images[0];
  return (
    <div className={layout}>
      {image && (
        <img
          className={img}
          src={productImageUrl(image.hash, 384)}
          srcSet={productImageSrcSet(image.hash, [272, 384, 576])}
          sizes={`${media.tablet} 22rem, 60vw`}
          width={1390}
          height={1860}
          alt={image.alt ?? data.name}
        />
      )}
      <div className={side}>
        <BuyBox product={data} context="popup" />
        <ButtonLink variant="secondary" href={`/p/${encodeURIComponent(data.id)}`}>
          Alle Produktdetails ansehen
        </ButtonLink>
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  gap: var(--space-4);
  @media ${media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: var(--space-5);
  }
`;
const img = css`
  display: block;
  width: 100%;
  max-width: 12rem;
  height: auto;
  margin: 0 auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
  object-fit: cover;
  @media ${media.tablet} {
    max-width: none;
  }
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
