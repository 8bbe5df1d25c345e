import { graphql } from 'react-relay';

export const NewsletterActivateMutation = graphql`
  mutation NewsletterActivateMutation($token: String!) {
    newsletterActivate(token: $token) {
      status
      voucherCode
    }
  }
`;
