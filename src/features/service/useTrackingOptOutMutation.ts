import type { TrackingOptOutMutation as MutationType } from './__generated__/TrackingOptOutMutation.graphql.ts';
import { TrackingOptOutMutation } from './TrackingOptOutMutation.ts';
import { usePromiseMutation } from './usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useTrackingOptOutMutation = () => usePromiseMutation<MutationType>(TrackingOptOutMutation);
