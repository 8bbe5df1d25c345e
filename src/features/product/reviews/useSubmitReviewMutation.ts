import { useCallback } from 'react';
import { usePromiseMutation } from '../../../relay/usePromiseMutation.ts';
import type { ReviewSubmitInput, ReviewsSubmitMutation as MutationType } from './__generated__/ReviewsSubmitMutation.graphql.ts';
import { ReviewsSubmitMutation } from './ReviewsSubmitMutation.ts';

/** Submits a review; resolves with the answer's code (PRODUCT_RATED), rejects with the API error. */
export function useSubmitReviewMutation() {
  const [run] = usePromiseMutation<MutationType>(ReviewsSubmitMutation);
  return useCallback(async (input: ReviewSubmitInput) => (await run({ input })).reviewSubmit.code, [run]);
}
