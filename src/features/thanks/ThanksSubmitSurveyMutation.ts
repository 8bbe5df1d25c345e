import { graphql } from 'react-relay';

export const ThanksSubmitSurveyMutation = graphql`
  mutation ThanksSubmitSurveyMutation($input: SurveyInput!) {
    submitSurvey(input: $input) {
      success
    }
  }
`;
