import { useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { consentFlags } from '../../shop/privacy/consent.ts';
import { withBasePath } from '../../shop/page/runtime.ts';
import { useConsent } from '../../shop/privacy/useConsent.ts';
import { loadedSearchOperations, loadSearchOperations } from './loadOperations.ts';
import { lookupTerm, searchResultsTarget, type Selection } from './searchRules.ts';

/**
 * Submitting a search: ignored while one runs or when there is nothing to search; the search
 * itself (runSearch.ts) comes with the field's operations, which its focus loads. Should they not
 * arrive, the shopper gets the results page for the term.
 */
export function useSearchSubmit() {
  const { basePath, shop } = usePageContext();
  const environment = useRelayEnvironment();
  const trackingConsent = consentFlags(useConsent()).trackingConsent;
  // The ref guards against a second submit before React has rendered the busy state.
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (term: string, selection: Selection | null) => {
    busyRef.current = true;
    setBusy(true);
    try {
      const operations = loadedSearchOperations() ?? (await loadSearchOperations().catch(() => null));
      if (operations) {
        await operations.runSearch({ term, selection, environment, locale: shop.locale, host: shop.host, basePath, trackingConsent });
      } else await navigate(withBasePath(basePath, searchResultsTarget(lookupTerm(term, selection))));
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
