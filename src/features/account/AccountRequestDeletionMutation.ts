import { graphql } from 'react-relay';

export const AccountRequestDeletionMutation = graphql`
  mutation AccountRequestDeletionMutation {
    requestAccountDeletion {
      submitted
    }
  }
`;
