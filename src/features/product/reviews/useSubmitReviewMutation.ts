import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { ReviewSubmitInput, ReviewsSubmitMutation as MutationType } from './__generated__/ReviewsSubmitMutation.graphql.ts';
import { ReviewsSubmitMutation } from './ReviewsSubmitMutation.ts';

/** Submits a review; resolves with the answer's code (PRODUCT_RATED), rejects with the API error. */
export function useSubmitReviewMutation() {
  const [commit] = useMutation<MutationType>(ReviewsSubmitMutation);
  return useCallback(
    (input: ReviewSubmitInput) =>
      new Promise<string>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (data) => resolve(data.reviewSubmit.code), onError: reject });
      }),
    [commit],
  );
}
