import { graphql } from 'react-relay';

export const ContactFormSubmitMutation = graphql`
  mutation ContactFormSubmitMutation($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      success
      reference
    }
  }
`;
