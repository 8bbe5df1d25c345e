import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../mock-server/data/customers.ts';
import {
  ContractActivateAccountMutationDocument,
  ContractAuthClientQueryDocument,
  ContractCustomerQueryDocument,
  ContractLoginMutationDocument,
  ContractLogoutMutationDocument,
  ContractRegisterMutationDocument,
  ContractRequestPasswordResetMutationDocument,
  ContractResetPasswordMutationDocument,
  ContractSupportIdsQueryDocument,
} from './__generated__/shop/graphql.ts';
import { as, bearer, DEMO_PASSWORD, errorCode, fieldCodes, registerFresh, uniqueEmail } from './auth-support.ts';
import { newVisitor, post } from './support.ts';

const anna = CUSTOMERS[0]!;
const login = (identifier: string, password: string, method: 'customerNumber' | 'email' = 'customerNumber', visitor = newVisitor()) =>
  post(ContractLoginMutationDocument, { input: { method, identifier, password } }, { visitor });
const clientWith = (token: string, visitor = newVisitor()) =>
  post(ContractAuthClientQueryDocument, {}, { visitor, headers: bearer(token) });

describe('client and support ids', () => {
  it('names the customer number only when logged in', async () => {
    expect((await post(ContractAuthClientQueryDocument, {}, { visitor: newVisitor() })).body.data?.client).toEqual({
      id: 'client',
      isLoggedIn: false,
      customerNumber: null,
    });
    expect((await post(ContractAuthClientQueryDocument, {}, as(anna))).body.data?.client).toEqual({
      id: 'client',
      isLoggedIn: true,
      customerNumber: anna.customerNumber,
    });
  });

  it('derives the Service-ID from the visitor and shows the cookie id', async () => {
    const [a, b] = [newVisitor(), newVisitor()];
    const first = (await post(ContractSupportIdsQueryDocument, {}, { visitor: a })).body.data!.supportIds;
    const again = (await post(ContractSupportIdsQueryDocument, {}, { visitor: a })).body.data!.supportIds;
    const other = (await post(ContractSupportIdsQueryDocument, {}, { visitor: b })).body.data!.supportIds;
    expect(first).toEqual({ serviceId: expect.stringMatching(/^\d{10}$/), cookieId: a });
    expect(again).toEqual(first);
    expect(other.serviceId).not.toBe(first.serviceId);
  });
});

describe('login', () => {
  it('accepts the customer number or the e-mail address with the password', async () => {
    const byNumber = await login(anna.customerNumber, DEMO_PASSWORD);
    expect(byNumber.body.data?.login).toEqual({
      token: `mock-token-${anna.customerNumber}`,
      client: { id: 'client', isLoggedIn: true, customerNumber: anna.customerNumber },
    });
    const byEmail = await login(' Anna.Becker@Example.com ', DEMO_PASSWORD, 'email');
    expect(byEmail.body.data?.login.token).toBe(`mock-token-${anna.customerNumber}`);
    expect((await clientWith(byEmail.body.data!.login.token)).body.data?.client.isLoggedIn).toBe(true);
  });

  it.each([
    ['a wrong password', anna.customerNumber, 'sommer2026!', 'customerNumber'],
    ['an unknown customer', '99999999', DEMO_PASSWORD, 'customerNumber'],
    ['an e-mail sent as customer number', anna.email, DEMO_PASSWORD, 'customerNumber'],
    ['an unknown e-mail', 'niemand@example.com', DEMO_PASSWORD, 'email'],
  ] as const)('answers LOGIN_FAILED for %s', async (_, identifier, password, method) => {
    const { status, body } = await login(identifier, password, method);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(errorCode(body)).toBe('LOGIN_FAILED');
  });
});

describe('logout', () => {
  it('revokes the token for the visitor that logged out, until it logs in again', async () => {
    const [visitor, other] = [newVisitor(), newVisitor()];
    const { token } = (await login(anna.customerNumber, DEMO_PASSWORD, 'customerNumber', visitor)).body.data!.login;
    const out = await post(ContractLogoutMutationDocument, {}, { visitor, headers: bearer(token) });
    expect(out.body.data?.logout).toEqual({ id: 'client', isLoggedIn: false, customerNumber: null });

    const refused = await clientWith(token, visitor);
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe('UNAUTHENTICATED');
    // Another visitor logged in as the same customer keeps its session.
    expect((await clientWith(token, other)).body.data?.client.isLoggedIn).toBe(true);

    // Logging in works even while the old token is still sent along.
    const again = await post(
      ContractLoginMutationDocument,
      { input: { method: 'customerNumber', identifier: anna.customerNumber, password: DEMO_PASSWORD } },
      { visitor, headers: bearer(token) },
    );
    expect(again.body.data?.login.token).toBe(token);
    expect((await clientWith(token, visitor)).body.data?.client.isLoggedIn).toBe(true);
  });

  it('is harmless for guests', async () => {
    const { body } = await post(ContractLogoutMutationDocument, {}, { visitor: newVisitor() });
    expect(body.data?.logout.isLoggedIn).toBe(false);
  });
});

describe('registration', () => {
  it('creates a customer with the next 8-digit number and logs in', async () => {
    const first = await registerFresh();
    const second = await registerFresh();
    expect(first.customerNumber).toMatch(/^\d{8}$/);
    expect(Number(second.customerNumber)).toBe(Number(first.customerNumber) + 1);
    expect(first.token).toBe(`mock-token-${first.customerNumber}`);
    const customer = (await post(ContractCustomerQueryDocument, {}, { visitor: newVisitor(), headers: bearer(first.token) })).body.data!
      .customer;
    expect(customer).toMatchObject({
      customerNumber: first.customerNumber,
      email: first.email,
      verificationState: 'notVerified',
      address: null,
    });
    expect((await login(first.email, first.password, 'email')).body.data?.login.client.customerNumber).toBe(first.customerNumber);
  });

  it('lists every field problem', async () => {
    const { body } = await post(
      ContractRegisterMutationDocument,
      { input: { salutation: 'm', firstName: '', lastName: 'K', email: 'kai@', password: 'abc', dateOfBirth: '2001-02-30' } },
      { visitor: newVisitor() },
    );
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual([
      'firstName:FIELD_REQUIRED',
      'lastName:FIELD_MIN_LENGTH',
      'email:EMAIL_INVALID',
      'password:FIELD_MIN_LENGTH',
      'dateOfBirth:BIRTHDAY_INVALID',
    ]);
  });

  it('answers a field code when nothing is missing', async () => {
    const { body } = await post(
      ContractRegisterMutationDocument,
      { input: { salutation: 'm', firstName: 'Kai', lastName: 'Krause', email: 'kai@beispiel', password: 'Kai!2026' } },
      { visitor: newVisitor() },
    );
    expect(errorCode(body)).toBe('EMAIL_INVALID');
  });

  it('refuses an address that is already registered: EMAIL_ALREADY_REGISTERED', async () => {
    const { body } = await post(
      ContractRegisterMutationDocument,
      { input: { salutation: 'f', firstName: 'Anna', lastName: 'Becker', email: 'ANNA.BECKER@example.com', password: 'Anna!2026' } },
      { visitor: newVisitor() },
    );
    expect(errorCode(body)).toBe('EMAIL_ALREADY_REGISTERED');
    expect(fieldCodes(body)).toEqual(['email:EMAIL_ALREADY_REGISTERED']);
  });
});

describe('account activation', () => {
  it('activates from the e-mail link, which verifies the address, and logs in', async () => {
    const fresh = await registerFresh();
    const { body } = await post(
      ContractActivateAccountMutationDocument,
      { token: `activate-${fresh.customerNumber}` },
      { visitor: newVisitor() },
    );
    expect(body.data?.activateAccount.client).toEqual({ id: 'client', isLoggedIn: true, customerNumber: fresh.customerNumber });
    const customer = (
      await post(ContractCustomerQueryDocument, {}, { visitor: newVisitor(), headers: bearer(body.data!.activateAccount.token) })
    ).body.data!.customer;
    expect(customer.verificationState).toBe('verified');
  });

  it('answers ACCOUNT_ACTIVATION_FAILED for an unknown link', async () => {
    for (const token of ['activate-99999999', 'nonsense']) {
      const { body } = await post(ContractActivateAccountMutationDocument, { token }, { visitor: newVisitor() });
      expect(errorCode(body)).toBe('ACCOUNT_ACTIVATION_FAILED');
    }
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses', async () => {
    for (const email of [anna.email, uniqueEmail('unbekannt')]) {
      const { body } = await post(ContractRequestPasswordResetMutationDocument, { email }, { visitor: newVisitor() });
      expect(body.data?.requestPasswordReset).toEqual({ success: true, reference: null });
    }
    const invalid = await post(ContractRequestPasswordResetMutationDocument, { email: 'anna@' }, { visitor: newVisitor() });
    expect(errorCode(invalid.body)).toBe('EMAIL_INVALID');
  });

  it('sets a new password once per link', async () => {
    const fresh = await registerFresh();
    const token = `reset-${fresh.customerNumber}-1`;
    const reset = (password: string) =>
      post(ContractResetPasswordMutationDocument, { input: { token, password } }, { visitor: newVisitor() });

    const short = await reset('abc');
    expect(errorCode(short.body)).toBe('FIELD_MIN_LENGTH');
    expect(fieldCodes(short.body)).toEqual(['password:FIELD_MIN_LENGTH']);

    expect((await reset('Winter!27')).body.data?.resetPassword.success).toBe(true);
    expect(errorCode((await login(fresh.customerNumber, fresh.password)).body)).toBe('LOGIN_FAILED');
    expect((await login(fresh.customerNumber, 'Winter!27')).body.data?.login.client.isLoggedIn).toBe(true);

    expect(errorCode((await reset('Frühling!28')).body)).toBe('PASSWORD_RESET_FAILED');
  });

  it('answers PASSWORD_RESET_FAILED for invalid links', async () => {
    for (const token of ['reset-99999999-1', `reset-${anna.customerNumber}`, 'abc']) {
      const { body } = await post(
        ContractResetPasswordMutationDocument,
        { input: { token, password: 'Gültig!123' } },
        { visitor: newVisitor() },
      );
      expect(errorCode(body)).toBe('PASSWORD_RESET_FAILED');
    }
  });
});
