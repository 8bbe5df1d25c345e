import { graphql } from 'react-relay';

// `token` is asked for the shop's server, which keeps it in the HttpOnly auth cookie and hands the
// browser the answer with the token blanked (src/server/personalisedRoute.ts).
export const AccountRegisterMutation = graphql`
  mutation AccountRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      token
      client {
        id
        isLoggedIn
        customerNumber
      }
    }
  }
`;
