import type { Loyalty } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { customerData, visitorData } from '../../sessions/domainState.ts';

export const PROGRAMME_NAME = 'VorteilsClub';

/** Programme numbers have 10 digits; spaces as typed on the card are ignored. */
export const normaliseLoyaltyNumber = (input: string): string | null => {
  const digits = input.replace(/\s+/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
};

interface SessionLoyalty {
  /** Number activated for this session (from a partner link or typed in). */
  number: string | null;
  /** Points of orders placed as a guest in this session. */
  points: number;
}

interface CustomerLoyalty {
  /** The customer's programme number; null when not registered in the programme. */
  number: string | null;
  points: number;
}

/** Demo customers already in the programme, with their points so far. */
const REGISTERED: Readonly<Record<string, CustomerLoyalty>> = {
  '40512873': { number: '7040512873', points: 1250 },
};

const session = (context: ShopContext) => visitorData<SessionLoyalty>(context.visitor, 'loyalty', () => ({ number: null, points: 0 }));

function account(context: ShopContext): CustomerLoyalty | null {
  if (context.auth.kind !== 'customer') return null;
  const { customerNumber } = context.auth.customer;
  return customerData<CustomerLoyalty>(customerNumber, 'loyalty', () => ({
    ...(REGISTERED[customerNumber] ?? { number: null, points: 0 }),
  }));
}

/**
 * The programme state: registered when the customer is a member or a number is active in the
 * session; points are the customer's (logged in) or those earned in this session (guest).
 */
export function loyaltyOf(context: ShopContext): Loyalty {
  const own = session(context);
  const member = account(context);
  return {
    id: 'loyalty',
    programmeName: PROGRAMME_NAME,
    number: own.number,
    sessionActive: own.number !== null,
    registered: own.number !== null || member?.number != null,
    points: member ? member.points : own.points,
  };
}

/** Credits the points of a placed order. */
export function creditLoyaltyPoints(context: ShopContext, points: number): void {
  const member = account(context);
  if (member) member.points += points;
  else session(context).points += points;
}

export function activateLoyaltyNumber(context: ShopContext, number: string): void {
  session(context).number = number;
}
