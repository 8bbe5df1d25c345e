import { graphql } from 'react-relay';

export const CatalogueOrderPageQuery = graphql`
  query CatalogueOrderPageQuery($locale: String!) {
    printCatalogues(locale: $locale) {
      ...CatalogueOrderForm_catalogues
    }
  }
`;
