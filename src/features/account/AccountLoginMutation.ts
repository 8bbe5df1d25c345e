import { graphql } from 'react-relay';

// `token` is asked for the shop's server, which keeps it in the HttpOnly auth cookie and hands the
// browser the answer with the token blanked (src/server/personalisedRoute.ts).
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
