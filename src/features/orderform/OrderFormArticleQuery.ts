import { graphql } from 'react-relay';

// The article a line's number names, looked up in the browser once the number is complete.
export const OrderFormArticleQuery = graphql`
  query OrderFormArticleQuery($displayNumber: String!, $locale: String!) {
    directOrderFormArticle(displayNumber: $displayNumber, locale: $locale) {
      displayNumber
      product {
        id
        name
        images(count: 1) {
          hash
          alt
        }
      }
      dimension {
        id
        label
        variants {
          id
          size {
            label
          }
          availability {
            quantity
          }
          price {
            withTax
            currency
          }
        }
      }
    }
  }
`;
