import { graphql } from 'react-relay';

export const AccountRequestPasswordResetMutation = graphql`
  mutation AccountRequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      success
    }
  }
`;
