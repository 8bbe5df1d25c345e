import { graphql } from 'react-relay';

// The answer's client record replaces the visitor's one in the store, so every part that shows
// the login state (header account tool) updates without another request.
export const AccountLoginMutation = graphql`
  mutation AccountLoginMutation($input: LoginInput!) {
    login(input: $input) {
      token
      client {
        id
        isLoggedIn
        customerNumber
      }
    }
  }
`;
