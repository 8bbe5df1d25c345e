import { graphql } from 'react-relay';

// A helpful vote or a report; the answer's counts replace the review's in the store.
export const ReviewsFeedbackMutation = graphql`
  mutation ReviewsFeedbackMutation($input: ReviewFeedbackInput!) {
    reviewFeedback(input: $input) {
      code
      review {
        id
        helpfulYes
        helpfulNo
      }
    }
  }
`;
