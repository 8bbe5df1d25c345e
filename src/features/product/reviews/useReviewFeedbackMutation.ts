import { useCallback } from 'react';
import { usePromiseMutation } from '../../../relay/usePromiseMutation.ts';
import type { ReviewsFeedbackMutation as MutationType } from './__generated__/ReviewsFeedbackMutation.graphql.ts';
import { ReviewsFeedbackMutation } from './ReviewsFeedbackMutation.ts';

/** Sends a helpful vote or a report; resolves with the answer's code (REVIEW_REPORTED), rejects on failure. */
export function useReviewFeedbackMutation() {
  const [run] = usePromiseMutation<MutationType>(ReviewsFeedbackMutation);
  return useCallback(
    async (reviewId: string, feedback: { helpful?: boolean; report?: boolean }) => {
      const data = await run({ input: { reviewId, helpful: feedback.helpful ?? null, report: feedback.report ?? null } });
      return data.reviewFeedback.code ?? null;
    },
    [run],
  );
}
