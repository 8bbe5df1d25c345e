const DESCRIPTION_LENGTH = 160;

/** The meta description: the product's text shortened at a word, else its name. */
export function metaDescription(description: string | null | undefined, fallback: string): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
