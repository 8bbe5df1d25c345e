import { graphql } from 'react-relay';

// Personal: the thanks page's +data runs it on the server with the visitor's token. The basket
// record (now empty) refreshes the header badge.
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

/** The query's variables, the same in +data and in the page (they name its outcome). */
export const THANKS_VARIABLES = {} as const;
