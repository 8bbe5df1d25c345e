import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { ReviewsFeedbackMutation as MutationType } from './__generated__/ReviewsFeedbackMutation.graphql.ts';
import { ReviewsFeedbackMutation } from './ReviewsFeedbackMutation.ts';

/** Sends a helpful vote or a report; resolves with the answer's code (REVIEW_REPORTED), rejects on failure. */
export function useReviewFeedbackMutation() {
  const [commit] = useMutation<MutationType>(ReviewsFeedbackMutation);
  return useCallback(
    (reviewId: string, feedback: { helpful?: boolean; report?: boolean }) =>
      new Promise<string | null>((resolve, reject) => {
        commit({
          variables: { input: { reviewId, helpful: feedback.helpful ?? null, report: feedback.report ?? null } },
          onCompleted: (data) => resolve(data.reviewFeedback.code ?? null),
          onError: reject,
        });
      }),
    [commit],
  );
}
