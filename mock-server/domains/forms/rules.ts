import type { CatalogueRequestInput, ContactFormInput } from '../../__generated__/shop-resolvers.ts';
import { addressProblems } from '../../validation/address.ts';
import { customerNumberProblems, emailProblems, type FieldProblem } from '../../validation/fields.ts';
import { nameProblems, requiredProblems } from '../../validation/problems.ts';
import { CONTACT_REASON_IDS, PRINT_CATALOGUE_IDS } from './ids.ts';

export function contactProblems(input: ContactFormInput): FieldProblem[] {
  return [
    // An unknown reason is no choice at all.
    ...(CONTACT_REASON_IDS.has(input.reasonId) ? [] : [{ field: 'reasonId', code: 'FIELD_REQUIRED' }]),
    ...customerNumberProblems('customerNumber', input.customerNumber),
    ...nameProblems('firstName', input.firstName, 'firstName'),
    ...nameProblems('lastName', input.lastName, 'lastName'),
    ...emailProblems('email', input.email),
    ...requiredProblems('message', input.message),
  ];
}

/** Unknown catalogue ids do not count as a selection. */
export function catalogueRequestProblems(input: CatalogueRequestInput): FieldProblem[] {
  const selected = input.catalogueIds.filter((id) => PRINT_CATALOGUE_IDS.has(id));
  const { email, ...address } = input.address;
  return [
    ...(selected.length === 0 ? [{ field: 'catalogueIds', code: 'NO_CATALOG_SELECTED' }] : []),
    ...addressProblems(address, 'address.'),
    ...(email ? emailProblems('address.email', email) : []),
  ];
}
