import { message, type MessageCode } from '../texts/messages.ts';
import { createContext, use } from 'react';

/** Outcomes of a tracking opt-out. */
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

const CODES: Record<TrackingOptOutOutcome, MessageCode> = {
  success: 'OPT_OUT_SUCCESS',
  alreadyExists: 'OPT_OUT_ALREADY_EXISTS',
  // optOut.nonExistentProvider: the given URL does not exist
  nonExistentProvider: 'OPT_OUT_NON_EXISTENT_PROVIDER',
};

/** The text of an outcome in the shop's language, with the provider's name (the hint texts: messages/<language>/frame.json). */
export function optOutText(locale: string, outcome: TrackingOptOutOutcome, provider: string): string {
  return message(locale, CODES[outcome], { provider });
}
