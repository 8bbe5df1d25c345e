import { graphql } from 'react-relay';

export const ProductPageQuery = graphql`
  query ProductPageQuery($id: ID!, $locale: String!) {
    productById(id: $id, locale: $locale) {
      id
      name
      description
      canonicalId
      onlineAssortment
      displayNumber
      availability {
        key
        state
        color
      }
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
