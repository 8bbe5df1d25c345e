import { graphql } from 'react-relay';

export const AccountRequestOlderInvoicesMutation = graphql`
  mutation AccountRequestOlderInvoicesMutation($input: OlderInvoicesInput!) {
    requestOlderInvoices(input: $input) {
      success
      reference
    }
  }
`;
