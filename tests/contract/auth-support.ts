import { DEMO_PASSWORD, type Customer } from '../../mock-server/data/customers.ts';
import { ContractRegisterMutationDocument } from './__generated__/shop/graphql.ts';
import { errorCode, newVisitor, post, type GraphQLBody } from './support.ts';

// Helpers of the account, auth, newsletter and forms contract tests.

export { DEMO_PASSWORD };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Request options of a visitor logged in as a customer. */
export const as = (customer: Pick<Customer, 'customerNumber'>, visitor = newVisitor()) => ({
  visitor,
  headers: bearer(`mock-token-${customer.customerNumber}`),
});

/** A unique address, so tests never share newsletter subscriptions or registrations. */
export const uniqueEmail = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.de`;

/** Registers a fresh customer and answers its number, token and e-mail. */
export async function registerFresh(password = 'Herbst!26') {
  const email = uniqueEmail('neukunde');
  const { body } = await post(
    ContractRegisterMutationDocument,
    { input: { salutation: 'f', firstName: 'Greta', lastName: 'Vogel', email, password } },
    { visitor: newVisitor() },
  );
  const result = body.data!.register;
  return { customerNumber: result.client.customerNumber!, token: result.token, email, password };
}

/** The field problems of a form error as 'field:code'. */
export function fieldCodes(body: GraphQLBody<unknown>): string[] {
  const fields = (body.errors?.[0]?.extensions?.['fields'] ?? []) as { field: string; code: string }[];
  return fields.map((f) => `${f.field}:${f.code}`);
}

export { errorCode };
