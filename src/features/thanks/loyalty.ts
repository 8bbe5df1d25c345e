import { fill, message } from '../../shop/texts/messages.ts';
import { formatNumber } from '../../ui/numberFormats.ts';

// The post-order loyalty message (specification sections 2 and 6): it differs for customers
// registered in the programme and those who are not; SCRID_SESSION_ACTIVE greets a programme
// number that is already active in the session.
export const loyaltyMessages = {
  REGISTERED: 'Mit dieser Bestellung sammeln Sie {points} {programmeName}-Punkte.',
  BALANCE: 'Ihr Punktestand: {balance} Punkte.',
  NOT_REGISTERED:
    'Mit dieser Bestellung hätten Sie {points} {programmeName}-Punkte sammeln können. Melden Sie sich beim {programmeName} an und sammeln Sie ab Ihrer nächsten Bestellung Punkte.',
} as const;

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
  const lines: string[] = [];
  if (sessionActive) lines.push(message(locale, 'SCRID_SESSION_ACTIVE', { programmeName }));
  if (registered) {
    lines.push(fill(loyaltyMessages.REGISTERED, { points, programmeName }));
    if (balance > 0) lines.push(fill(loyaltyMessages.BALANCE, { balance: formatNumber(balance, 'de-DE') }));
  } else {
    lines.push(fill(loyaltyMessages.NOT_REGISTERED, { points, programmeName }));
  }
  return lines;
}
