import { graphql } from 'react-relay';

export const AccountActivateMutation = graphql`
  mutation AccountActivateMutation($token: String!) {
    activateAccount(token: $token) {
      token
      client {
        id
        isLoggedIn
        customerNumber
      }
    }
  }
`;
