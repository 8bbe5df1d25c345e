import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { SurveyInput, ThanksSubmitSurveyMutation as MutationType } from './__generated__/ThanksSubmitSurveyMutation.graphql.ts';
import { ThanksSubmitSurveyMutation } from './ThanksSubmitSurveyMutation.ts';

/** Sends the survey answer; resolves false when the order already has one. */
export function useSubmitSurveyMutation() {
  const [commit] = useMutation<MutationType>(ThanksSubmitSurveyMutation);
  return useCallback(
    (input: SurveyInput) =>
      new Promise<boolean>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (data) => resolve(data.submitSurvey.success), onError: reject });
      }),
    [commit],
  );
}
