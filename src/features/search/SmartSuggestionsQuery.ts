import { graphql } from 'react-relay';

// A/B test smartsuggest_ab, variant 'smartsuggest': terms that complete the input.
export const SmartSuggestionsQuery = graphql`
  query SmartSuggestionsQuery($term: String!) {
    smartSuggestion(term: $term) {
      id
      suggestions {
        id
        name
      }
    }
  }
`;
