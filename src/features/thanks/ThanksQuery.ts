import { graphql } from 'react-relay';

// Personal: loaded in the browser only. The basket record (now empty) refreshes the header badge.
export const ThanksQuery = graphql`
  query ThanksQuery {
    lastOrder {
      orderNumber
      total
      currency
      email
      surveySubmitted
      ...LoyaltyMessage_order
    }
    loyalty {
      ...LoyaltyMessage_loyalty
    }
    basket {
      id
      count
    }
  }
`;
