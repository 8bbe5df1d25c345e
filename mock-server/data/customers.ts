// Demo customers. A personalised request logs in as one of them with
// `Authorization: Bearer mock-token-<customerNumber>`.

export interface Customer {
  customerNumber: string;
  salutation: 'Frau' | 'Herr';
  firstName: string;
  lastName: string;
  email: string;
}

export const CUSTOMERS: readonly Customer[] = [
  { customerNumber: '40512873', salutation: 'Frau', firstName: 'Anna', lastName: 'Becker', email: 'anna.becker@example.com' },
  { customerNumber: '40512874', salutation: 'Herr', firstName: 'Jonas', lastName: 'Hoffmann', email: 'jonas.hoffmann@example.com' },
  { customerNumber: '40512875', salutation: 'Frau', firstName: 'Marlene', lastName: 'Schulze', email: 'marlene.schulze@example.com' },
];

export const TOKEN_PREFIX = 'mock-token-';

export function tokenFor(customer: Customer): string {
  return `${TOKEN_PREFIX}${customer.customerNumber}`;
}

export function customerByToken(token: string): Customer | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const number = token.slice(TOKEN_PREFIX.length);
  return CUSTOMERS.find((c) => c.customerNumber === number);
}
