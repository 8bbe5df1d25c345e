import { graphql } from 'react-relay';

export const AccountResetPasswordMutation = graphql`
  mutation AccountResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
    }
  }
`;
