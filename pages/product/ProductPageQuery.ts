import { graphql } from 'react-relay';

export const ProductPageQuery = graphql`
  query ProductPageQuery($id: ID!, $locale: String!) {
    productById(id: $id, locale: $locale) {
      id
      name
      description
      canonicalId
      onlineAssortment
      brand {
        name
      }
      price {
        currency
        min
      }
      ...ProductDetails_product
    }
  }
`;
