import { graphql } from 'react-relay';

export const NewsletterSubscribeMutation = graphql`
  mutation NewsletterSubscribeMutation($input: NewsletterSubscribeInput!) {
    newsletterSubscribe(input: $input) {
      status
    }
  }
`;
