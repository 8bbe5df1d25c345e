import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import type { ProductDetails_product$key } from './__generated__/ProductDetails_product.graphql.ts';
import { BuyBox, type AddResult } from './buybox/BuyBox.tsx';
import { ProductGallery } from './gallery/ProductGallery.tsx';
import { ProductInformation } from './info/ProductInformation.tsx';

export type { AddResult };

interface Props {
  product: ProductDetails_product$key;
  onAddToBasket: (variantId: string, promotion: string | null) => Promise<AddResult>;
  adding: boolean;
}

/** The product detail page's content: images, buy box, information. */
export function ProductDetails({ product, onAddToBasket, adding }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductDetails_product on Product {
        ...ProductGallery_product
        ...BuyBox_product
        ...ProductInformation_product
      }
    `,
    product,
  );
  return (
    <article className={layout}>
      <ProductGallery product={data} />
      <div className={side}>
        <BuyBox product={data} onAddToBasket={onAddToBasket} adding={adding} />
        <ProductInformation product={data} />
      </div>
    </article>
  );
}

const layout = css`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
  }
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;
