import { graphql } from 'react-relay';

// Promotion links 'automated': the product a promotion resolves to, with one image.
export const PromotionAutomatedProductQuery = graphql`
  query PromotionAutomatedProductQuery($input: ProductByIdInput!, $imageType: String, $exactImageType: Boolean) {
    automatedProductById(input: $input, imagesInput: { imageType: $imageType, exactImageType: $exactImageType, count: 1 }) {
      productById {
        id
        name
        images {
          hash
          type
          alt
        }
      }
    }
  }
`;
