import { graphql } from 'react-relay';

export const HomePageQuery = graphql`
  query HomePageQuery($locale: String!) {
    productListing(input: { locale: $locale, sort: topSeller, page: 1, pageSize: 24 }) {
      id
      products {
        id
        ...ProductTile_product @relay(mask: false)
      }
    }
  }
`;
