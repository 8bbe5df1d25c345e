import type { SmartSuggestion } from '../../__generated__/shop-resolvers.ts';
import { catalogue, localeKey } from '../../data/catalogue.ts';
import { currentLocale } from '../../l10n/locale.ts';
import { catalogueTranslator } from '../../l10n/translate.ts';
import { cached } from '../../state.ts';
import { correction } from '../fulltext/find.ts';
import { searchIndex } from '../fulltext/index.ts';
import { words } from '../fulltext/text.ts';

// The alternative suggestion query (A/B test smartsuggest_ab): terms that complete the input,
// made of category names, product kinds ('Sommerkleid', 'Chelsea-Boot') and brands, the ones
// with most products first.

const MAX = 8;

interface Completion {
  name: string;
  words: string[];
  products: number;
}

function completions(): Completion[] {
  return cached(localeKey('smart-suggestions'), () => {
    const counts = new Map<string, number>();
    const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
    const { products, categories } = catalogue();
    const tr = catalogueTranslator(currentLocale());
    const kinds = [...new Set(categories.leaves.flatMap((l) => l.leaf.nouns.map((noun) => tr.t(noun))))].sort(
      (a, b) => b.length - a.length,
    );
    for (const { product } of products) {
      if (product.isFreeGift) continue;
      // Product names start with their kind ('Sommerkleid »Sylt« mit Volants'); longer kinds first ('Chelsea-Boot' before 'Boot').
      const kind = kinds.find((k) => product.name.startsWith(k));
      if (kind) add(kind);
      if (product.brand) add(product.brand.name);
      for (const id of product.categoryIds) add(categories.byId.get(id)!.name);
    }
    return [...counts]
      .map(([name, n]) => ({ name, words: words(name), products: n }))
      .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name, 'de'));
  });
}

function complete(typed: readonly string[]): Completion[] {
  const whole = typed.join(' ');
  return completions().filter(
    (c) => c.words.join(' ').startsWith(whole) || typed.every((t) => c.words.some((w) => w.startsWith(t)) || c.words.join('').includes(t)),
  );
}

export function smartSuggestion(term: string): SmartSuggestion {
  let typed = words(term);
  const id = `smart-suggestion:${typed.join(' ')}`;
  if (typed.join('').length < 2) return { id, suggestions: [] };
  let found = complete(typed);
  if (found.length === 0) {
    // Nothing completes it: try again with the last word corrected ('somerkleid').
    const fixed = correction(searchIndex(), typed.at(-1)!);
    if (fixed) found = complete((typed = [...typed.slice(0, -1), fixed]));
  }
  const whole = typed.join(' ');
  const ranked = [...found].sort((a, b) => Number(b.words.join(' ').startsWith(whole)) - Number(a.words.join(' ').startsWith(whole)));
  return {
    id,
    suggestions: ranked.slice(0, MAX).map((c) => ({ id: `smart-suggestion-item:${c.words.join(' ')}`, name: c.name })),
  };
}
