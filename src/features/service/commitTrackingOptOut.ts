import type { Environment } from 'relay-runtime';
import { commitPromiseMutation } from '../../relay/commitPromiseMutation.ts';
import type { TrackingOptOutOutcome } from '../../shop/privacy/trackingOptOut.ts';
import type { TrackingOptOutMutation as MutationType } from './__generated__/TrackingOptOutMutation.graphql.ts';
import { TrackingOptOutMutation } from './TrackingOptOutMutation.ts';

const OUTCOMES: readonly string[] = ['success', 'alreadyExists', 'nonExistentProvider'] satisfies TrackingOptOutOutcome[];

/**
 * The tracking opt-out call, for the opt-out page and for content's OPTOUT button: resolves with
 * the outcome, rejects when the call fails or answers an outcome the shop does not know (an error
 * beside the data leaves no outcome: the answer's one field is what failed).
 */
export async function commitTrackingOptOut(environment: Environment, provider: string): Promise<TrackingOptOutOutcome> {
  const response = await commitPromiseMutation<MutationType>(environment, TrackingOptOutMutation, { provider });
  const status = response.trackingOptOut?.status;
  if (!status || !OUTCOMES.includes(status)) throw new Error('trackingOptOut failed');
  return status as TrackingOptOutOutcome;
}
