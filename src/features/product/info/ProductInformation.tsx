import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import type { ProductInformation_product$key } from './__generated__/ProductInformation_product.graphql.ts';

/** The information below the buy box. */
export function ProductInformation({ product }: { product: ProductInformation_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductInformation_product on Product {
        description
      }
    `,
    product,
  );
  if (!data.description) return null;
  return <p className={description}>{data.description}</p>;
}

const description = css`
  margin: 0;
  line-height: 1.6;
`;
