import { graphql } from 'react-relay';

// Personal (the visitor's own ids): loaded by the browser, never rendered on the server.
export const SupportIdsQuery = graphql`
  query SupportIdsQuery {
    supportIds {
      serviceId
      cookieId
    }
  }
`;
