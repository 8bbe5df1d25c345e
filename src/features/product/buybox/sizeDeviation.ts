import { productTexts } from '../texts.ts';

// Size deviation (specification section 4): how a product's sizes fit compared with the shop's
// own sizing, from its company of origin and size tables.

export type SizeDeviation = 'UNKNOWN' | 'TRUE_TO_SIZE' | 'BIGGER_THAN_EXPECTED';

/** The partner whose sizes come out bigger than the shop's own ('Südkap Fashion'). */
export const BIGGER_SIZED_PARTNER = 'suedkap';

const SIZE_DEVIATION_HINTS: Record<Exclude<SizeDeviation, 'UNKNOWN'>, (locale: string) => string> = {
  TRUE_TO_SIZE: (locale) => productTexts(locale).productFitTrue(),
  BIGGER_THAN_EXPECTED: (locale) => productTexts(locale).productFitBigger(),
};

/**
 * UNKNOWN without company of origin or size tables. Tables for both the shop's own sizing and the
 * company of origin mean the sizes were matched: true to size, even for the bigger-sized partner.
 * Without that match the bigger-sized partner fits bigger; everything else fits as expected.
 */
export function sizeDeviation(
  companyOfOrigin: string | null | undefined,
  sizeTables: readonly { companyOfOrigin: string }[],
): SizeDeviation {
  if (!companyOfOrigin || sizeTables.length === 0) return 'UNKNOWN';
  const covers = (company: string) => sizeTables.some((table) => table.companyOfOrigin === company);
  if (covers('default') && covers(companyOfOrigin)) return 'TRUE_TO_SIZE';
  if (companyOfOrigin === BIGGER_SIZED_PARTNER) return 'BIGGER_THAN_EXPECTED';
  return 'TRUE_TO_SIZE';
}

/** The fit hint shown with the sizes, in the shop's language; null when the fit is unknown. */
export function sizeHint(
  locale: string,
  companyOfOrigin: string | null | undefined,
  sizeTables: readonly { companyOfOrigin: string }[],
): string | null {
  const deviation = sizeDeviation(companyOfOrigin, sizeTables);
  return deviation === 'UNKNOWN' ? null : SIZE_DEVIATION_HINTS[deviation](locale);
}
