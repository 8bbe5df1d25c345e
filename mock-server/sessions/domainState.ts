import { mockState } from '../state.ts';
import type { VisitorState } from './store.ts';

/**
 * A domain's own state of one visitor (checkout, newsletter, tracking…), created on first use.
 * Domains keep their state here instead of widening VisitorState, and reset with the visitor.
 */
export function visitorData<T>(visitor: VisitorState, key: string, init: () => T): T {
  if (!visitor.data.has(key)) visitor.data.set(key, init());
  return visitor.data.get(key) as T;
}

/** A domain's state of one customer, shared by every visitor logged in as that customer. */
export function customerData<T>(customerNumber: string, key: string, init: () => T): T {
  const { customers } = mockState();
  let data = customers.get(customerNumber);
  if (!data) {
    data = new Map();
    customers.set(customerNumber, data);
  }
  if (!data.has(key)) data.set(key, init());
  return data.get(key) as T;
}

/** Keys shared between domains: one writes, another reads. */
export const SHARED_KEYS = {
  /** Orders placed through checkout by a customer (Order[] of the generated resolver types). */
  placedOrders: 'placedOrders',
} as const;
