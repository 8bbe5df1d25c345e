import { graphql } from 'react-relay';

// The category tree, for the breadcrumb of a listing (a category knows only its parent's id).
export const ListingTrailQuery = graphql`
  query ListingTrailQuery($locale: String!) {
    navigation(locale: $locale) {
      id
      categories {
        id
        name
        path
        children {
          id
          name
          path
          children {
            id
            name
            path
          }
        }
      }
    }
  }
`;
