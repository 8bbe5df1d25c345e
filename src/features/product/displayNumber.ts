// Article numbers (specification section 5, display and product number): nine digits, 6 for the
// product and 3 for the promotion (colour), shown as 3-digit groups joined by dots.

/** Valid format: three groups of 3 digits, optionally separated by dots. */
export function isValidDisplayNumber(value: string): boolean {
  return /^\d{3}\.?\d{3}\.?\d{3}$/.test(value.trim());
}

/** '355646745' → '355.646.745'; a string whose length is not a multiple of 3 stays as it is. */
export function formatDisplayNumber(displayNumber: string): string {
  const value = displayNumber.trim();
  if (value.length === 0 || value.length % 3 !== 0) return value;
  return value.match(/.{3}/g)!.join('.');
}

/** The display number of one colour: the product's 6 digits and the colour's promotion. */
export function colourDisplayNumber(displayNumber: string, promotion: string | null | undefined): string {
  return promotion && /^\d{3}$/.test(promotion) && /^\d{9}$/.test(displayNumber) ? displayNumber.slice(0, 6) + promotion : displayNumber;
}

/**
 * The old number the shopper searched for, when the product is shown under a new one: the
 * searchTerm stripped of spaces, dashes and dots is numeric and does not start with any of the
 * product's current numbers. The specification compares with the dimension ids; here those are
 * not numeric ('P100019-1'), so a colour's current display number counts as its id too (and the
 * 6-digit product number, so searching for that is no renumbering either). A search for the
 * beginning of a current number is no old number either.
 */
export function changedDisplayNumber(searchTerm: string | null | undefined, currentNumbers: readonly string[]): string | null {
  const stripped = (searchTerm ?? '').replace(/[\s.-]/g, '');
  if (!/^\d+$/.test(stripped)) return null;
  const current = currentNumbers.map((n) => n.replace(/[\s.-]/g, '')).filter((n) => n.length > 0);
  return current.some((n) => stripped.startsWith(n) || n.startsWith(stripped)) ? null : stripped;
}

/** The number the shopper searched for, when it is not one of the product's current numbers (see above). */
export function searchedOldNumber(
  searchTerm: string | null,
  displayNumber: string,
  dimensions: readonly { id: string; promotion?: string | null }[],
): string | null {
  const current = dimensions.flatMap((d) => [d.id, colourDisplayNumber(displayNumber, d.promotion)]);
  return changedDisplayNumber(searchTerm, [...current, displayNumber.slice(0, 6)]);
}
