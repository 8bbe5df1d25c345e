import { stemmer } from '@orama/stemmers/german';

// How search reads German text: lower case, transliterations back to umlauts, no stop words,
// Snowball German stems ('Kleider' → 'kleid', 'Mäntel' → 'mantel', 'Schuhe' → 'schuh').

const STOP_WORDS = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einer',
  'eines',
  'einem',
  'einen',
  'und',
  'oder',
  'mit',
  'ohne',
  'für',
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  'im',
  'in',
  'am',
  'an',
  'auf',
  'aus',
  'bei',
  'bis',
  'als',
  'auch',
  'sich',
  'sie',
  'ihr',
  'ihre',
  'ihren',
  'ihrem',
  'ist',
  'sind',
  'wird',
  'nicht',
  'noch',
  'nur',
  'so',
  'wie',
  'es',
  'wir',
  'uns',
  'unser',
  'unserer',
  'unsere',
  'jeden',
  'jede',
  'jedes',
  'jeder',
  'diese',
  'dieser',
  'dieses',
  'sehr',
  'mehr',
  'viel',
  'kann',
]);

/**
 * Shoppers type 'rueckgabe' for 'rückgabe'. ae/oe/ue become umlauts unless a vowel or q comes
 * first ('blauen', 'neue', 'quelle' stay as they are).
 */
function umlauts(word: string): string {
  if (!/[aou]e/.test(word)) return word;
  return word.replace(
    /(^|[^aeiouyäöüq])(ae|oe|ue)/g,
    (_m, before: string, pair: string) => before + ({ ae: 'ä', oe: 'ö', ue: 'ü' } as const)[pair as 'ae'],
  );
}

/** Latin letters as German and French names use them ('Crêpe', 'rosé'), and digits. */
const NOT_A_LETTER = /[^a-z0-9äöüßàáâãåæçèéêëìíîïñòóôõøœùúûüýÿ]+/;

/** Lower-case words of a text, umlauts restored, without punctuation. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/ß/g, 'ss').split(NOT_A_LETTER).filter(Boolean).map(umlauts);
}

const tokenCache = new Map<string, string[]>();
const TOKEN_CACHE_MAX = 50_000;

/**
 * Search tokens: stems of the words that carry meaning (no stop words, no single letters).
 * Catalogue texts repeat a lot (category paths, colours, materials), so results are cached.
 */
export function tokens(text: string): string[] {
  let result = tokenCache.get(text);
  if (result === undefined) {
    result = words(text)
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
      .map(stem);
    if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear();
    tokenCache.set(text, result);
  }
  return result;
}

const stems = new Map<string, string>();

/** Catalogue texts use a few thousand distinct words over and over: each is stemmed once. */
export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    // The stemmer folds umlauts in most but not all positions: fold what is left.
    result = stemmer(word).replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');
    if (stems.size >= TOKEN_CACHE_MAX) stems.clear();
    stems.set(word, result);
  }
  return result;
}

/** A comparable form of a whole phrase: its tokens joined by single spaces. */
export const phrase = (text: string) => tokens(text).join(' ');

/** Levenshtein distance, giving up (returning max + 1) once it must exceed max. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
