import { graphql } from 'react-relay';

export const CatalogueOrderFormRequestMutation = graphql`
  mutation CatalogueOrderFormRequestMutation($input: CatalogueRequestInput!) {
    requestCatalogues(input: $input) {
      success
      reference
    }
  }
`;
