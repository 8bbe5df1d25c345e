import { graphql } from 'react-relay';

// The answer's verification state updates the customer record, so the hint changes to pending.
export const AccountRequestVerificationEmailMutation = graphql`
  mutation AccountRequestVerificationEmailMutation {
    requestVerificationEmail {
      id
      verificationState
    }
  }
`;
