import { graphql } from 'react-relay';

export const AccountVerifyEmailMutation = graphql`
  mutation AccountVerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      status
    }
  }
`;
