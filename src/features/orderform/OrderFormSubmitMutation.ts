import { graphql } from 'react-relay';

// The answer's basket record (id, count) is the one the header badge reads.
export const OrderFormSubmitMutation = graphql`
  mutation OrderFormSubmitMutation($input: DirectOrderFormInput!) {
    submitDirectOrderForm(input: $input) {
      basket {
        id
        count
      }
      addedLines
      lineErrors {
        index
        code
        params {
          name
          value
        }
      }
    }
  }
`;
