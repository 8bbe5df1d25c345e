import { search } from '@orama/orama';
import { BOOST, SEARCH_PROPERTIES, searchIndex, type SearchIndex } from './index.ts';
import { distance, tokens, words } from './text.ts';

// Finding products for a term: every word must match (as a word or the start of one, in name,
// brand, category, colour or material). A word that matches nothing is corrected to the closest
// catalogue word ('somerkleid' → 'sommerkleid'); the corrected term is reported back.

export interface Found {
  /** Product id → relevance, best first. */
  scores: Map<string, number>;
  /** The corrected term, when a word had to be corrected. */
  optimizedTerm: string | null;
}

/** Article numbers: 6 digits (product) or 9 (colour), spaces, dots and dashes allowed. */
export function articleNumberOf(term: string): string | null {
  const digits = term.replace(/[\s.-]/g, '');
  return /^\d{6}(\d{3})?$/.test(digits) ? digits : null;
}

/** How far a stem may be from its correction: none for short words, 1 up to 6 letters, else 2. */
const tolerance = (stem: string) => (stem.length < 4 ? 0 : stem.length <= 6 ? 1 : 2);
const MATCH_CACHE_MAX = 2000;

/** Products matching one word; Orama reads the word with the same tokenizer as the documents. */
export function matches(index: SearchIndex, word: string): Map<string, number> {
  const cached = index.matchCache.get(word);
  if (cached) return cached;
  const result = search(index.db, { term: word, properties: [...SEARCH_PROPERTIES], boost: BOOST, limit: index.products.size });
  // Orama answers synchronously without async components.
  const hits = 'hits' in result ? result.hits : [];
  const found = new Map(hits.map((hit) => [hit.id, hit.score]));
  if (index.matchCache.size >= MATCH_CACHE_MAX) index.matchCache.clear();
  index.matchCache.set(word, found);
  return found;
}

/** The catalogue word closest to a word that found nothing (compared by stems): fewest edits, then most used. */
export function correction(index: SearchIndex, word: string): string | null {
  const [typed] = tokens(word);
  if (typed === undefined) return null;
  const max = tolerance(typed);
  if (max === 0) return null;
  let best: { stem: string; distance: number; count: number } | null = null;
  for (const [candidate, { count }] of index.vocabulary) {
    const d = distance(typed, candidate, max);
    if (d > max || d === 0) continue;
    if (!best || d < best.distance || (d === best.distance && (count > best.count || (count === best.count && candidate < best.stem)))) {
      best = { stem: candidate, distance: d, count };
    }
  }
  if (!best) return null;
  // Of the words with that stem, the one closest to what was typed ('somerkleid' → 'sommerkleid', not 'sommerkleider').
  const typedWord = words(word).join('');
  const surfaces = [...index.vocabulary.get(best.stem)!.words].map(([w, count]) => ({ w, count, d: distance(typedWord, w, 99) }));
  surfaces.sort((a, b) => a.d - b.d || b.count - a.count || (a.w < b.w ? -1 : 1));
  return surfaces[0]!.w;
}

function byArticleNumber(index: SearchIndex, digits: string): Found {
  const id = index.articleNumbers.get(digits);
  return { scores: new Map(id ? [[id, 1]] : []), optimizedTerm: null };
}

export function findProducts(term: string, index: SearchIndex = searchIndex()): Found {
  const digits = articleNumberOf(term);
  if (digits) return byArticleNumber(index, digits);

  const typed = words(term);
  const corrected: string[] = [];
  let scores: Map<string, number> | null = null;
  let changed = false;
  for (const word of typed) {
    if (tokens(word).length === 0) {
      corrected.push(word);
      continue;
    }
    let hits = matches(index, word);
    if (hits.size === 0) {
      const better = correction(index, word);
      if (better) {
        hits = matches(index, better);
        corrected.push(better);
        changed = true;
      } else corrected.push(word);
    } else corrected.push(word);
    scores = scores === null ? hits : intersect(scores, hits);
    if (scores.size === 0) break;
  }
  const sorted = new Map([...(scores ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  return { scores: sorted, optimizedTerm: changed ? corrected.join(' ') : null };
}

function intersect(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const result = new Map<string, number>();
  for (const [id, score] of a) {
    const other = b.get(id);
    if (other !== undefined) result.set(id, score + other);
  }
  return result;
}
