import { graphql } from 'react-relay';

export const TrackingOptOutMutation = graphql`
  mutation TrackingOptOutMutation($provider: String!) {
    trackingOptOut(provider: $provider) {
      status
    }
  }
`;
