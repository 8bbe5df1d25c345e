// The shop's size order (specification section 5, size sorting): known letter sizes xxs … xxxl,
// then numeric sizes (comma as decimal separator), then sizes with a leading number followed by
// text (e.g. '80x200', '38/40'), then everything else alphabetically.

const LETTER_SIZES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];
const NUMERIC = /^\d+(?:,\d+)?$/;
const LEADING_NUMBER = /^(\d+(?:,\d+)?)(.+)$/;

type Key = [group: number, rank: number, rest: string];

function sortKey(label: string): Key {
  const value = label.trim().toLowerCase();
  const letter = LETTER_SIZES.indexOf(value);
  if (letter >= 0) return [0, letter, ''];
  if (NUMERIC.test(value)) return [1, toNumber(value), ''];
  const leading = LEADING_NUMBER.exec(value);
  if (leading) return [2, toNumber(leading[1]!), leading[2]!];
  return [3, 0, value];
}

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

// Made when two sizes first tie on group and rank: letter and number sizes never do, and the first
// Intl collator of a page costs some 15 ms (ICU), which a listing would pay while it hydrates.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  a === b ? 0 : (collator ??= new Intl.Collator('de', { numeric: true, sensitivity: 'base' })).compare(a, b);

/** Comparator for size labels in the shop's size order. */
export function compareSizes(a: string, b: string): number {
  const [groupA, rankA, restA] = sortKey(a);
  const [groupB, rankB, restB] = sortKey(b);
  return groupA - groupB || rankA - rankB || compareText(restA, restB) || compareText(a, b);
}

/** A sorted copy of items by their size label. */
export function sortBySize<T>(items: readonly T[], label: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(label(a), label(b)));
}
