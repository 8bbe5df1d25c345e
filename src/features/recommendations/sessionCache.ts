// Recommendations are kept for the browser session, so a place shows them at once on back
// navigation while the service is asked again (section 7: cached data while refreshing).

const PREFIX = 'reco:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/** The request without what changes per call but not the answer (the ids of the visitor). */
export function cacheKey(input: { serviceId: string; parameters: unknown; outputConfig: unknown; trackingConsent: boolean }): string {
  return PREFIX + JSON.stringify([input.serviceId, input.parameters, input.outputConfig, input.trackingConsent]);
}

export function readCached<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeCached(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: the next visit asks the service again
  }
}
