import { graphql } from 'react-relay';

export const ContactPageQuery = graphql`
  query ContactPageQuery($locale: String!) {
    contactReasons(locale: $locale) {
      ...ContactForm_reasons
    }
  }
`;
