import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fetchQuery, type Subscription } from 'relay-runtime';
import { EXPERIMENT_COOKIE, assignExperiments } from '../../shop/campaigns/experiments.ts';
import { readShopCookie } from '../../shop/privacy/cookies.ts';
import type { ProductPriceData } from '../../entities/price/Price.tsx';
import type { SearchSuggestionsQuery as SuggestionsQueryType } from './__generated__/SearchSuggestionsQuery.graphql.ts';
import type { SmartSuggestionsQuery as SmartQueryType } from './__generated__/SmartSuggestionsQuery.graphql.ts';
import { loadedSearchOperations, loadSearchOperations } from './loadOperations.ts';
import { categoryLabel, qualifiesForSuggestions, SUGGESTION_DEBOUNCE_MS, type Selection } from './searchRules.ts';

export type SuggestionGroup = 'brands' | 'categories' | 'products' | 'terms';

export interface SuggestionOption {
  key: string;
  group: SuggestionGroup;
  label: string;
  selection: Selection;
  product?: {
    image: { hash: string; alt?: string | null } | null;
    price: ProductPriceData;
  };
}

export interface Suggestions {
  term: string;
  options: SuggestionOption[];
}

type Operations = Awaited<ReturnType<typeof loadSearchOperations>>;
type SuggestionData = SuggestionsQueryType['response']['suggestion'];

function fromSuggestion(locale: string, data: SuggestionData): SuggestionOption[] {
  return [
    ...data.brands.map((b): SuggestionOption => ({
      key: `b-${b.id}`,
      group: 'brands',
      label: b.name,
      selection: { type: 'brand', name: b.name },
    })),
    ...data.categories.map((c): SuggestionOption => {
      const filter = c.suggestedFilter ? { id: c.suggestedFilter.id, values: c.suggestedFilter.values } : null;
      const label = categoryLabel(locale, c.category.name, filter);
      return {
        key: `c-${c.id}`,
        group: 'categories',
        label,
        selection: { type: 'category', name: c.category.name, path: c.category.path, filter },
      };
    }),
    ...data.products.map(({ id, product }): SuggestionOption => ({
      key: `p-${id}`,
      group: 'products',
      label: product.name,
      selection: { type: 'product', id: product.id, name: product.name },
      product: { image: product.images[0] ?? null, price: product.price },
    })),
  ];
}

function smartSuggestActive(): boolean {
  return assignExperiments(readShopCookie(EXPERIMENT_COOKIE)).smartsuggest_ab === 'smartsuggest';
}

/**
 * Suggestions for the term, asked for after a 300 ms pause in typing. A newer term unsubscribes
 * the request of the older one, so an answer that arrives late is dropped, never shown.
 * A failed request shows no suggestions (the network layer has logged it).
 */
export function useSuggestions(term: string, locale: string): Suggestions | null {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<Suggestions | null>(null);
  const qualifies = qualifiesForSuggestions(term);
  const trimmed = term.trim();
  useEffect(() => {
    if (!qualifies) return;
    let subscription: Subscription | undefined;
    let cancelled = false;
    const start = ({ SearchSuggestionsQuery, SmartSuggestionsQuery }: Operations) => {
      if (cancelled) return;
      const done = (options: SuggestionOption[]) => setResult({ term: trimmed, options });
      const failed = () => setResult(null);
      // Read when the request starts: the visitor's variant lives in a cookie, not in the HTML.
      subscription = smartSuggestActive()
        ? fetchQuery<SmartQueryType>(environment, SmartSuggestionsQuery, { term: trimmed }).subscribe({
            next: (data) =>
              done(
                data.smartSuggestion.suggestions.map((s) => ({
                  key: `t-${s.id}`,
                  group: 'terms',
                  label: s.name,
                  selection: { type: 'term', name: s.name },
                })),
              ),
            error: failed,
          })
        : fetchQuery<SuggestionsQueryType>(environment, SearchSuggestionsQuery, { input: { term: trimmed, locale } }).subscribe({
            next: (data) => done(fromSuggestion(locale, data.suggestion)),
            error: failed,
          });
    };
    const timer = setTimeout(() => {
      // The queries come with the field's focus; typing before they are here waits for them.
      const operations = loadedSearchOperations();
      if (operations) start(operations);
      else void loadSearchOperations().then(start, () => setResult(null));
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, qualifies, trimmed, locale]);
  return qualifies ? result : null;
}
