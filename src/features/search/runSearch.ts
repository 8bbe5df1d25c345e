import type { Environment } from 'relay-runtime';
import { commitMutation, fetchQuery } from 'relay-runtime';
import { navigate } from 'vike/client/router';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/analytics/recoSession.ts';
import { withBasePath, type BasePath } from '../../shop/page/runtime.ts';
import { track } from '../../shop/analytics/index.ts';
import type { SearchFieldLookupQuery as LookupQueryType } from './__generated__/SearchFieldLookupQuery.graphql.ts';
import type { SearchFieldTrackSearchMutation as TrackMutationType } from './__generated__/SearchFieldTrackSearchMutation.graphql.ts';
import { SearchFieldLookupQuery } from './SearchFieldLookupQuery.ts';
import { SearchFieldTrackSearchMutation } from './SearchFieldTrackSearchMutation.ts';
import { DIRECT_NAVIGATION_DELAY_MS, isDirect, lookupTerm, searchResultsTarget, type LookupResult, type Selection } from './searchRules.ts';
import { directTarget, lookupTarget, searchAnalytics } from './searchTargets.ts';

export const LOG_LOOKUP_FAILED = 'Failed to load search result, navigate to search result page and try again';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SearchRun {
  term: string;
  selection: Selection | null;
  environment: Environment;
  locale: string;
  /** The shop's origin: redirects and category paths outside it are not followed. */
  host: string;
  basePath: BasePath;
  trackingConsent: boolean;
}

/**
 * Reports a search, only with tracking consent. Fire and forget: a lost tracking call must never
 * hold up the search (the network layer logs failures).
 */
function trackSearch(environment: Environment, searchTerm: string, trackingConsent: boolean, locale: string): void {
  if (!trackingConsent) return;
  const sessionId = recoSessionId();
  if (!sessionId) {
    console.warn(LOG_MISSING_SESSION);
    return;
  }
  const variables = { searchTerm, sessionId, userId: recoUserId(), trackingConsent, locale };
  commitMutation<TrackMutationType>(environment, { mutation: SearchFieldTrackSearchMutation, variables, onError: () => {} });
}

/**
 * A search from the field (section 2.6): a picked product or category is followed directly,
 * anything else asks the search-field lookup where to go, and a failed lookup falls back to the
 * results page.
 */
export async function runSearch({ term, selection, environment, locale, host, basePath, trackingConsent }: SearchRun): Promise<void> {
  const searched = lookupTerm(term, selection);
  trackSearch(environment, searched, trackingConsent, locale);
  let target: string;
  if (isDirect(selection)) {
    track((e) => e.searchDataEvent(searchAnalytics(term, selection, null)));
    await sleep(DIRECT_NAVIGATION_DELAY_MS);
    target = directTarget(term, selection, host);
  } else {
    let result: LookupResult | null = null;
    try {
      const data = await fetchQuery<LookupQueryType>(
        environment,
        SearchFieldLookupQuery,
        { input: { term: searched, locale } },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!data) throw new Error('No search-field result');
      result = data.searchField;
      target = lookupTarget(term, selection, data.searchField, host);
    } catch {
      console.info(LOG_LOOKUP_FAILED);
      target = searchResultsTarget(searched);
    }
    track((e) => e.searchDataEvent(searchAnalytics(term, selection, result)));
  }
  await navigate(withBasePath(basePath, target));
}
