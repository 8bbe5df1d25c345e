import { graphql } from 'react-relay';

// Price eyecatchers: the current price and name of a product a content card points at.
export const PromotionPriceQuery = graphql`
  query PromotionPriceQuery($input: ProductByIdInput!) {
    productPriceAndNameById(input: $input) {
      id
      name
      price {
        ...Price_productPrice @relay(mask: false)
        max
        saving
        savingRange
      }
    }
  }
`;
