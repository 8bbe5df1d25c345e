import { graphql } from 'react-relay';

// A category's path and name, for links to a category.
export const PromotionCategoryQuery = graphql`
  query PromotionCategoryQuery($input: CategoryInput!) {
    categoryById(input: $input) {
      id
      path
      name
    }
  }
`;
