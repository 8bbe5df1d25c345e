import { commitMutation, type Environment } from 'relay-runtime';
import type { TrackingOptOutOutcome } from '../../shop/trackingOptOut.ts';
import type { TrackingOptOutMutation as MutationType } from './__generated__/TrackingOptOutMutation.graphql.ts';
import { TrackingOptOutMutation } from './TrackingOptOutMutation.ts';

const OUTCOMES: readonly string[] = ['success', 'alreadyExists', 'nonExistentProvider'] satisfies TrackingOptOutOutcome[];

/**
 * The tracking opt-out call, for the opt-out page and for content's OPTOUT button: resolves with
 * the outcome, rejects when the call fails or answers an outcome the shop does not know.
 */
export function commitTrackingOptOut(environment: Environment, provider: string): Promise<TrackingOptOutOutcome> {
  return new Promise((resolve, reject) => {
    commitMutation<MutationType>(environment, {
      mutation: TrackingOptOutMutation,
      variables: { provider },
      onCompleted: (response, errors) => {
        const status = response.trackingOptOut?.status;
        if (errors?.length || !status || !OUTCOMES.includes(status)) reject(new Error('trackingOptOut failed'));
        else resolve(status as TrackingOptOutOutcome);
      },
      onError: reject,
    });
  });
}
