import { useMemo, type ReactNode } from 'react';
import { TrackingOptOutContext, type TrackingOptOut, type TrackingOptOutOutcome } from '../../shop/trackingOptOut.ts';
import { useTrackingOptOutMutation } from './useTrackingOptOutMutation.ts';

/** Provides the tracking opt-out (src/shop/trackingOptOut.ts) to everything below it. */
export function TrackingOptOutProvider({ children }: { children: ReactNode }) {
  const commit = useTrackingOptOutMutation();
  const value = useMemo<TrackingOptOut>(
    () => ({
      optOut: async (provider) => {
        const { trackingOptOut } = await commit({ provider });
        return trackingOptOut.status as TrackingOptOutOutcome;
      },
    }),
    [commit],
  );
  return <TrackingOptOutContext value={value}>{children}</TrackingOptOutContext>;
}
