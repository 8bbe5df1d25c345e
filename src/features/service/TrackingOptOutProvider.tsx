import { useMemo, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { TrackingOptOutContext, type TrackingOptOut } from '../../shop/privacy/trackingOptOut.ts';
import { commitTrackingOptOut } from './commitTrackingOptOut.ts';

/** Provides the tracking opt-out (src/shop/privacy/trackingOptOut.ts) to everything below it. */
export function TrackingOptOutProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const value = useMemo<TrackingOptOut>(() => ({ optOut: (provider) => commitTrackingOptOut(environment, provider) }), [environment]);
  return <TrackingOptOutContext value={value}>{children}</TrackingOptOutContext>;
}
