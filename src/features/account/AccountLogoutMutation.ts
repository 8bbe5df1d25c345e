import { graphql } from 'react-relay';

// The answer's client record replaces the visitor's one: the header shows the guest at once.
export const AccountLogoutMutation = graphql`
  mutation AccountLogoutMutation {
    logout {
      id
      isLoggedIn
      customerNumber
    }
  }
`;
