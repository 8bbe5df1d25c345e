import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { SurveyInput, ThanksSubmitSurveyMutation as MutationType } from './__generated__/ThanksSubmitSurveyMutation.graphql.ts';
import { ThanksSubmitSurveyMutation } from './ThanksSubmitSurveyMutation.ts';

/** Sends the survey answer; resolves false when the order already has one. */
export function useSubmitSurveyMutation() {
  const [run] = usePromiseMutation<MutationType>(ThanksSubmitSurveyMutation);
  return useCallback(async (input: SurveyInput) => (await run({ input })).submitSurvey.success, [run]);
}
