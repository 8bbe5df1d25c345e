import { graphql } from 'react-relay';

// One request per place: every output the place shows, each product with the fields its product
// card renders (src/entities/product/ProductCard.tsx) and those it reports to analytics (section 3,
// Recommendation product), and its tracking data.
export const RecommendationsQuery = graphql`
  query RecommendationsQuery($input: GkAirInput!) {
    gkAir(input: $input, imagesInput: { count: 1 }) {
      outputId
      title
      products {
        trackingToken
        outfitID
        category
        categoryName
        categoryPath
        product {
          ...ProductCard_product @relay(mask: false)
          mkz
          styleType
          masterCategory
          trackingDimensionId
          masterKey
          salesUnit
          brand {
            id
          }
        }
      }
    }
  }
`;
