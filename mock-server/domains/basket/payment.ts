import type { PaymentMethod } from '../../__generated__/shop-resolvers.ts';
import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';
import { NO_PAYMENT_CHARGES, type PaymentCharges } from './totals.ts';

// Payment methods of the checkout. Ids follow the invoice payment methods of the API.
// Surcharges show up in the basket's cost lines as soon as a method is chosen, which is why the
// methods and the visitor's choice live with the basket: checkout builds on the basket, not back.

/** Instalments cost 5 % of the article value (the specification's default percentage). */
const INSTALMENT_PERCENT = 5;
/** Instalments from an article value of 100,00 €. */
const INSTALMENT_MIN_ARTICLE_VALUE = 10_000;
const PAYMENT_PAUSE_SURCHARGE = 399;
const CASH_ON_DELIVERY_FEE = 695;

interface MethodRule {
  id: string;
  name: string;
  description: string;
  /** Which cost line the surcharge goes to. */
  charge: keyof PaymentCharges | null;
  surcharge: (articleValue: number) => number;
  available: (articleValue: number) => boolean;
}

const always = () => true;
const free = () => 0;

const METHODS: readonly MethodRule[] = [
  {
    id: 'invoice',
    name: 'Rechnung',
    description: 'Bequem nach Erhalt der Ware innerhalb von 14 Tagen bezahlen.',
    charge: null,
    surcharge: free,
    available: always,
  },
  {
    id: 'installments',
    name: 'Ratenkauf',
    description: `In monatlichen Raten bezahlen, ab einem Warenwert von 100,00 €. Ratenzuschlag: ${INSTALMENT_PERCENT} % des Warenwerts.`,
    charge: 'instalmentSurcharge',
    surcharge: (value) => Math.round((value * INSTALMENT_PERCENT) / 100),
    available: (value) => value >= INSTALMENT_MIN_ARTICLE_VALUE,
  },
  {
    id: 'paymentPause',
    name: 'Zahlpause',
    description: 'Erst in 3 Monaten bezahlen. Zuschlag: 3,99 €.',
    charge: 'paymentPauseSurcharge',
    surcharge: () => PAYMENT_PAUSE_SURCHARGE,
    available: always,
  },
  {
    id: 'cashOnDelivery',
    name: 'Nachnahme',
    description: 'Bei Lieferung an den Zusteller bezahlen. Nachnahmegebühr: 6,95 €.',
    charge: 'cashOnDelivery',
    surcharge: () => CASH_ON_DELIVERY_FEE,
    available: always,
  },
  {
    id: 'creditCard',
    name: 'Kreditkarte',
    description: 'Mit Visa, Mastercard oder American Express bezahlen.',
    charge: null,
    surcharge: free,
    available: always,
  },
];

export function paymentMethods(articleValue: number): PaymentMethod[] {
  return METHODS.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    surcharge: m.surcharge(articleValue),
    available: m.available(articleValue),
  }));
}

export const isPaymentMethod = (id: string) => METHODS.some((m) => m.id === id);

export function paymentMethodName(id: string): string {
  return METHODS.find((m) => m.id === id)?.name ?? id;
}

export function isPaymentMethodAvailable(id: string, articleValue: number): boolean {
  return METHODS.find((m) => m.id === id)?.available(articleValue) === true;
}

/** Charges of the chosen method; none while no (available) method is chosen. */
export function paymentCharges(id: string | null, articleValue: number): PaymentCharges {
  const method = METHODS.find((m) => m.id === id);
  if (!method?.charge || !method.available(articleValue)) return NO_PAYMENT_CHARGES;
  return { ...NO_PAYMENT_CHARGES, [method.charge]: method.surcharge(articleValue) };
}

/** The method the visitor chose in checkout; null until one is chosen. */
export function chosenPaymentMethod(visitor: VisitorState): { id: string | null } {
  return visitorData(visitor, 'payment', () => ({ id: null }));
}
