import { graphql } from 'react-relay';

// Asked when the shopper sends the form, never on the server.
export const TrackAndTraceSearchQuery = graphql`
  query TrackAndTraceSearchQuery($input: TrackAndTraceInput!) {
    trackAndTrace(input: $input) {
      orderNumber
      shipments {
        id
        index
        count
        carrier
        trackingNumber
        trackingUrl
        status
        events {
          at
          description
          location
        }
      }
      returns {
        id
        name
        sizeLabel
        quantity
        registeredAt
        status
        refundAmount
      }
    }
  }
`;
