// Article numbers of the direct order form: 3 + 3 + 3 digits, dots between the groups optional.

const VALID = /^\d{3}\.?\d{3}\.?\d{3}$/;

/**
 * Formats an article number as it is typed: once its digits fill whole groups of 3, they are
 * shown dot-separated ('512345' → '512.345'); anything else stays as typed.
 */
export function formatArticleNumber(input: string): string {
  const compact = input.replace(/[.\s]/g, '');
  if (compact === '' || !/^\d+$/.test(compact) || compact.length % 3 !== 0) return input;
  return compact.match(/\d{3}/g)!.join('.');
}

/** Whether a number is three groups of 3 digits (dots optional). */
export const isValidArticleNumber = (input: string): boolean => VALID.test(input.trim());

/** The 9 digits without separators, as the API takes them. */
export const compactArticleNumber = (input: string): string => input.replace(/[.\s]/g, '');
