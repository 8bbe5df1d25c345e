import { commitMutation, type Environment } from 'relay-runtime';
import type { RecommendationTrackProductViewMutation as MutationType } from './__generated__/RecommendationTrackProductViewMutation.graphql.ts';
import { RecommendationTrackProductViewMutation } from './RecommendationTrackProductViewMutation.ts';

/** Reports a product page view to the recommendation service; failures are only logged by the network layer. */
export function trackProductView(environment: Environment, variables: MutationType['variables']): void {
  commitMutation<MutationType>(environment, { mutation: RecommendationTrackProductViewMutation, variables, onError: () => {} });
}
