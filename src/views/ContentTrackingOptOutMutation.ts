import { graphql } from 'react-relay';

/** The OPTOUT action button of content: opts the visitor out of a tracking provider. */
export const ContentTrackingOptOutMutation = graphql`
  mutation ContentTrackingOptOutMutation($provider: String!) {
    trackingOptOut(provider: $provider) {
      status
    }
  }
`;
