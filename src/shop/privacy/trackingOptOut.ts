import { createContext, use } from 'react';

/** Outcomes of a tracking opt-out (spec section 4). */
export type TrackingOptOutOutcome = 'success' | 'alreadyExists' | 'nonExistentProvider';

export interface TrackingOptOut {
  /** Opts the visitor out of a provider ('criteo', 'google-analytics' …); rejects when the call fails. */
  optOut: (provider: string) => Promise<TrackingOptOutOutcome>;
}

/**
 * The tracking opt-out, for the opt-out page and for the content's OPTOUT action button. Shared
 * here because features do not import each other: the service feature provides it
 * (TrackingOptOutProvider), a content button uses it with useTrackingOptOut().
 */
export const TrackingOptOutContext = createContext<TrackingOptOut | null>(null);

export function useTrackingOptOut(): TrackingOptOut {
  const value = use(TrackingOptOutContext);
  if (!value) throw new Error('TrackingOptOutContext missing (src/features/service/TrackingOptOutProvider.tsx provides it)');
  return value;
}

const TEXTS: Record<TrackingOptOutOutcome, string> = {
  success: 'Sie haben dem Tracking durch {provider} erfolgreich widersprochen.',
  alreadyExists: 'Ihr Widerspruch gegen das Tracking durch {provider} liegt bereits vor.',
  // optOut.nonExistentProvider: the given URL does not exist
  nonExistentProvider: 'Die angegebene Adresse existiert nicht.',
};

/** The German text of an outcome, with the provider's name. */
export function optOutText(outcome: TrackingOptOutOutcome, provider: string): string {
  return TEXTS[outcome].replace('{provider}', provider);
}
