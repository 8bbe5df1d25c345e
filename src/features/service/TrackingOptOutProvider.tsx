import { useMemo, type ReactNode } from 'react';
import { TrackingOptOutContext, type TrackingOptOut, type TrackingOptOutOutcome } from '../../shop/trackingOptOut.ts';
import { useTrackingOptOutMutation } from './useTrackingOptOutMutation.ts';

const OUTCOMES: readonly string[] = ['success', 'alreadyExists', 'nonExistentProvider'] satisfies TrackingOptOutOutcome[];

/**
 * The tracking opt-out call: resolves with the outcome, rejects when the call fails or answers
 * an outcome the shop does not know. Used by the opt-out page and by content's OPTOUT button.
 */
export function useTrackingOptOut(): TrackingOptOut {
  const commit = useTrackingOptOutMutation();
  return useMemo<TrackingOptOut>(
    () => ({
      optOut: async (provider) => {
        const status = (await commit({ provider })).trackingOptOut?.status;
        if (!status || !OUTCOMES.includes(status)) throw new Error('trackingOptOut failed');
        return status as TrackingOptOutOutcome;
      },
    }),
    [commit],
  );
}

/** Provides the tracking opt-out (src/shop/trackingOptOut.ts) to everything below it. */
export function TrackingOptOutProvider({ children }: { children: ReactNode }) {
  return <TrackingOptOutContext value={useTrackingOptOut()}>{children}</TrackingOptOutContext>;
}
