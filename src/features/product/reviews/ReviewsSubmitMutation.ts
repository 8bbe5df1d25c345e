import { graphql } from 'react-relay';

// A customer's review; it awaits moderation, so the published list does not change.
export const ReviewsSubmitMutation = graphql`
  mutation ReviewsSubmitMutation($input: ReviewSubmitInput!) {
    reviewSubmit(input: $input) {
      code
      review {
        id
      }
    }
  }
`;
