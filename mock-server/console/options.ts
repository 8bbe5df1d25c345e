import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { HTTP_FAULT_CODES } from '../faults/format.ts';
import type { PersistedQueries } from '../app.ts';

// What the console offers in its fault form: operation names and error codes.

const SCHEMA_DIR = join(import.meta.dirname, '../../schema');
const ROOTS = new Set(['Query', 'Mutation']);

/** Root field names of the shop, personalised and content schemas, sorted. */
export function rootFieldNames(): string[] {
  const names = new Set<string>();
  for (const file of ['shop.graphql', 'personalised.graphql', 'content.graphql']) {
    for (const definition of parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')).definitions) {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      if (!ROOTS.has(definition.name.value)) continue;
      for (const field of definition.fields ?? []) names.add(field.name.value);
    }
  }
  return [...names].sort();
}

/** Operation names of the build's persisted queries (the pages' and components' operations). */
export function operationNames(persisted: PersistedQueries = {}): string[] {
  const names = new Set<string>();
  for (const text of [...Object.values(persisted.shop ?? {}), ...Object.values(persisted.content ?? {})]) {
    const match = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}

/**
 * GraphQL error codes worth simulating: the codes every call may answer (one per HTTP
 * status a fault may send, plus the token and persisted-query ones), then message codes of the
 * schema's descriptions that the mock raises. The unit test checks each against schema and mock.
 */
export const CALL_CODES: readonly string[] = [
  ...new Set([...Object.values(HTTP_FAULT_CODES), 'UNAUTHORIZED', 'PERSISTED_QUERY_NOT_FOUND']),
];

export const MESSAGE_CODES: readonly string[] = [
  'ATB_GENERAL',
  'ATB_GIFT_ALREADY_IN_BASKET',
  'ATB_NO_VARIANT_SELECTED',
  'ATB_QUANTITY_LIMIT_EXCEEDED',
  'ATB_VARIANT_OUTSOLD',
  'BASKET_EMPTY',
  'BASKET_MAX_ITEMS',
  'CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED',
  'DOF_FAILED_TO_ADD_TO_BASKET',
  'DOF_SOLD_OUT',
  'FORM_SUBMIT_FAILED',
  'INVALID_DISPLAY_NUMBER',
  'LOGIN_FAILED',
  'NEWSLETTER_MIN_AGE',
  'PASSWORD_RESET_FAILED',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'QUANTITY_LIMIT_EXCEEDED',
  'QUANTITY_MORE_THAN_STOCK',
  'RATING_ALREADY_SUBMITTED',
  'WISHLIST_FAILED_TO_ADD_ITEM',
  'WISHLIST_FAILED_TO_REMOVE_ITEM',
];

export const FAULT_STATUSES = Object.keys(HTTP_FAULT_CODES).map(Number);
