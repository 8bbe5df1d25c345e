import { graphql } from 'react-relay';

/** The live price of a product for PRICE_BY_PRODUCTID eyecatchers of content. */
export const ContentPriceQuery = graphql`
  query ContentPriceQuery($id: ID!, $locale: String!) {
    productPriceAndNameById(input: { id: $id, locale: $locale }) {
      id
      name
      price {
        ...Price_productPrice @relay(mask: false)
      }
    }
  }
`;
