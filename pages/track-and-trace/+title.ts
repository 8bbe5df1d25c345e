import type { PageContext } from 'vike/types';
import { trackingTexts } from '../../src/features/service/trackingTexts.ts';

// The specification titles the page 'Retourenstatus' while its headline is 'Sendungsverfolgung'.
export function title(pageContext: PageContext) {
  return `${trackingTexts(pageContext.shop.locale).trackingReturnsTitle()} | ${pageContext.shop.brand}`;
}
