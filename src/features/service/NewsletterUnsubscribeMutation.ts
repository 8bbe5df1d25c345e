import { graphql } from 'react-relay';

export const NewsletterUnsubscribeMutation = graphql`
  mutation NewsletterUnsubscribeMutation($input: NewsletterUnsubscribeInput!) {
    newsletterUnsubscribe(input: $input) {
      status
    }
  }
`;
