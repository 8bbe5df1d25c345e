import { graphql } from 'react-relay';

// Category image links: the first product of a category (in the stored sort) lends its image.
export const PromotionCategoryImageQuery = graphql`
  query PromotionCategoryImageQuery($input: CategoryInput!, $locale: String!, $sort: ProductSort, $imageType: String, $exactImageType: Boolean) {
    productByCategory(input: $input, locale: $locale, sort: $sort, imageType: $imageType, exactImageType: $exactImageType) {
      category {
        id
        path
        name
        products(limit: 1) {
          id
          name
          images(count: 1) {
            hash
            type
            alt
          }
        }
      }
    }
  }
`;
