import { graphql } from 'react-relay';

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
