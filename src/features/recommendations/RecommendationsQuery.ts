import { graphql } from 'react-relay';

// One request per place: every output the place shows, each product with the fields a
// recommendation tile renders and reports to analytics (section 3, Recommendation product) and
// its tracking data.
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
          id
          name
          mkz
          styleType
          masterCategory
          trackingDimensionId
          masterKey
          salesUnit
          flag
          rating
          heatDegree
          brand {
            id
            name
          }
          price {
            ...Price_productPrice @relay(mask: false)
            saving
            savingRange
          }
          images {
            hash
            alt
          }
        }
      }
    }
  }
`;
