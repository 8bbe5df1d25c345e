import { useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { consentFlags } from '../../shop/consent.ts';
import { withBasePath } from '../../shop/runtime.ts';
import { useConsent } from '../../shop/useConsent.ts';
import type { SearchFieldLookupQuery as LookupQueryType } from './__generated__/SearchFieldLookupQuery.graphql.ts';
import { loadedSearchOperations, loadSearchOperations } from './loadOperations.ts';
import { trackLater } from '../../shop/trackLater.ts';
import {
  DIRECT_NAVIGATION_DELAY_MS,
  directTarget,
  isDirect,
  lookupTarget,
  lookupTerm,
  searchAnalytics,
  searchResultsTarget,
  type LookupResult,
  type Selection,
} from './searchRules.ts';
import { useTrackSearchMutation } from './useTrackSearchMutation.ts';

export const LOG_LOOKUP_FAILED = 'Failed to load search result, navigate to search result page and try again';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Submitting a search (section 2.6): ignored while one runs or when there is nothing to search;
 * a picked product or category is followed directly, anything else asks the search-field lookup
 * where to go, and a failed lookup falls back to the results page.
 */
export function useSearchSubmit() {
  const { basePath, shop } = usePageContext();
  const environment = useRelayEnvironment();
  const trackingConsent = consentFlags(useConsent()).trackingConsent;
  const trackSearch = useTrackSearchMutation();
  // The ref guards against a second submit before React has rendered the busy state.
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (term: string, selection: Selection | null) => {
    busyRef.current = true;
    setBusy(true);
    const searched = lookupTerm(term, selection);
    trackSearch(searched, trackingConsent, shop.locale);
    try {
      let target: string;
      if (isDirect(selection)) {
        trackLater((e) => e.searchDataEvent(searchAnalytics(term, selection, null)));
        await sleep(DIRECT_NAVIGATION_DELAY_MS);
        target = directTarget(term, selection, shop.host);
      } else {
        let result: LookupResult | null = null;
        try {
          const { SearchFieldLookupQuery } = loadedSearchOperations() ?? (await loadSearchOperations());
          const data = await fetchQuery<LookupQueryType>(environment, SearchFieldLookupQuery, { input: { term: searched, locale: shop.locale } }, { fetchPolicy: 'network-only' }).toPromise();
          if (!data) throw new Error('No search-field result');
          result = data.searchField;
          target = lookupTarget(term, selection, data.searchField, shop.host);
        } catch {
          console.info(LOG_LOOKUP_FAILED);
          target = searchResultsTarget(searched);
        }
        trackLater((e) => e.searchDataEvent(searchAnalytics(term, selection, result)));
      }
      await navigate(withBasePath(basePath, target));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Starts a search; false when it is ignored. */
  const submit = (term: string, selection: Selection | null): boolean => {
    if (busyRef.current || (!selection && term.trim() === '')) return false;
    void run(term, selection);
    return true;
  };

  return { busy, submit };
}
