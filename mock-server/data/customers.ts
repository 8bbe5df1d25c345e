import type { Address, Salutation, VerificationState } from '../__generated__/shop-resolvers.ts';
import { cached } from '../state.ts';

// Demo customers and the accounts registered while the mock runs. A personalised request logs
// in as one of them with `Authorization: Bearer mock-token-<customerNumber>`.

export interface Customer {
  customerNumber: string;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  verificationState: VerificationState;
  /** Default delivery address. */
  address: Address | null;
  /** Currency of the customer's shop (the Swiss customer pays in CHF). */
  currency: 'EUR' | 'CHF';
  /** Mock only: checked by login, changed by resetPassword. */
  password: string;
  /** Set by the link of the activation e-mail (registered accounts start without it). */
  activated: boolean;
  deletionRequested: boolean;
}

/** Password of every demo customer (until resetPassword changes it). */
export const DEMO_PASSWORD = 'Sommer2026!';

const demo = (c: Omit<Customer, 'password' | 'activated' | 'deletionRequested' | 'currency'> & { currency?: 'EUR' | 'CHF' }): Customer => ({
  currency: 'EUR',
  password: DEMO_PASSWORD,
  activated: true,
  deletionRequested: false,
  ...c,
});

const address = (
  gender: Salutation,
  firstName: string,
  lastName: string,
  street: string,
  houseNumber: string,
  zipCode: string,
  city: string,
  country = 'DE',
): Address => ({
  gender,
  firstName,
  lastName,
  street,
  houseNumber,
  additional: null,
  zipCode,
  city,
  country,
});

/** One demo customer per verification state; data/account/seeds.ts gives each a history. */
export const CUSTOMERS: readonly Customer[] = [
  demo({
    customerNumber: '40512873',
    salutation: 'f',
    firstName: 'Anna',
    lastName: 'Becker',
    email: 'anna.becker@example.com',
    dateOfBirth: '1984-05-17',
    verificationState: 'verified',
    address: address('f', 'Anna', 'Becker', 'Lindenstraße', '14', '60325', 'Frankfurt am Main'),
  }),
  demo({
    customerNumber: '40512874',
    salutation: 'm',
    firstName: 'Jonas',
    lastName: 'Hoffmann',
    email: 'jonas.hoffmann@example.com',
    dateOfBirth: '1991-09-02',
    verificationState: 'notVerified',
    address: address('m', 'Jonas', 'Hoffmann', 'Eppendorfer Weg', '87', '20259', 'Hamburg'),
  }),
  demo({
    customerNumber: '40512875',
    salutation: 'f',
    firstName: 'Marlene',
    lastName: 'Schulze',
    email: 'marlene.schulze@example.com',
    dateOfBirth: '1962-12-08',
    verificationState: 'pending',
    address: address('f', 'Marlene', 'Schulze', 'Karl-Liebknecht-Straße', '52', '04275', 'Leipzig'),
  }),
  demo({
    customerNumber: '40512876',
    salutation: 'd',
    firstName: 'Deniz',
    lastName: 'Aydın',
    email: 'deniz.aydin@example.com',
    dateOfBirth: '1998-03-30',
    verificationState: 'withdrawn',
    address: address('d', 'Deniz', 'Aydın', 'Venloer Straße', '210', '50823', 'Köln'),
  }),
  demo({
    customerNumber: '40512877',
    salutation: 'm',
    firstName: 'Lukas',
    lastName: 'Meier',
    email: 'lukas.meier@example.ch',
    dateOfBirth: '1979-07-21',
    verificationState: 'verified',
    currency: 'CHF',
    address: address('m', 'Lukas', 'Meier', 'Langstrasse', '112', '8004', 'Zürich', 'CH'),
  }),
];

/** Registered customers count up from here: 8 digits, never a demo number. */
export const FIRST_REGISTERED_NUMBER = 60000001;

interface Registry {
  /** Every account by customer number: copies of the demo customers, then registered ones. */
  accounts: Map<string, Customer>;
  nextNumber: number;
}

// Accounts change (verification, password, registration) and must outlive a visitor, so they
// live in the process-wide mock state, built on first use from the demo customers.
function registry(): Registry {
  return cached('customers.registry', () => ({
    accounts: new Map(CUSTOMERS.map((c) => [c.customerNumber, structuredClone(c)])),
    nextNumber: FIRST_REGISTERED_NUMBER,
  }));
}

export function findCustomer(customerNumber: string): Customer | undefined {
  return registry().accounts.get(customerNumber.trim());
}

export function customerByEmail(email: string): Customer | undefined {
  const wanted = email.trim().toLowerCase();
  for (const account of registry().accounts.values()) if (account.email.toLowerCase() === wanted) return account;
  return undefined;
}

export function allCustomers(): Customer[] {
  return [...registry().accounts.values()];
}

export type NewCustomer = Pick<Customer, 'salutation' | 'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'password'>;

/** Creates an account under the next customer number; its e-mail is not yet verified. */
export function registerCustomer(profile: NewCustomer): Customer {
  const reg = registry();
  const account: Customer = {
    ...profile,
    customerNumber: String(reg.nextNumber++),
    verificationState: 'notVerified',
    address: null,
    currency: 'EUR',
    activated: false,
    deletionRequested: false,
  };
  reg.accounts.set(account.customerNumber, account);
  return account;
}

export const TOKEN_PREFIX = 'mock-token-';

export function tokenFor(customer: Pick<Customer, 'customerNumber'>): string {
  return `${TOKEN_PREFIX}${customer.customerNumber}`;
}

export function customerByToken(token: string): Customer | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  return registry().accounts.get(token.slice(TOKEN_PREFIX.length));
}
