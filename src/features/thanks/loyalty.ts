import { message } from '../../shop/texts/messages.ts';
import { formatNumber } from '../../ui/numberFormats.ts';
import { thanksTexts } from './texts.ts';

// The post-order loyalty message (specification sections 2 and 6): it differs for customers
// registered in the programme and those who are not; SCRID_SESSION_ACTIVE greets a programme
// number that is already active in the session.

export interface LoyaltyFacts {
  points: number;
  registered: boolean;
  programmeName: string;
  sessionActive: boolean;
  /** The points balance after the order (registered customers). */
  balance: number;
}

/** The lines of the loyalty box, the welcome first when the number is active in the session. */
export function loyaltyLines(locale: string, { points, registered, programmeName, sessionActive, balance }: LoyaltyFacts): string[] {
  const t = thanksTexts(locale);
  const lines: string[] = [];
  if (sessionActive) lines.push(message(locale, 'SCRID_SESSION_ACTIVE', { programmeName }));
  if (registered) {
    lines.push(t.thanksLoyaltyRegistered({ points, programmeName }));
    if (balance > 0) lines.push(t.thanksLoyaltyBalance({ balance: formatNumber(balance, locale) }));
  } else {
    lines.push(t.thanksLoyaltyNotRegistered({ points, programmeName }));
  }
  return lines;
}
