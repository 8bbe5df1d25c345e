import { graphql } from 'react-relay';

export const NewsletterUpdateDataMutation = graphql`
  mutation NewsletterUpdateDataMutation($input: NewsletterUpdateInput!) {
    newsletterUpdateData(input: $input) {
      status
    }
  }
`;
