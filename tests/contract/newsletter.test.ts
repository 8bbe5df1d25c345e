import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../mock-server/data/customers.ts';
import {
  ContractNewsletterActivateMutationDocument,
  ContractNewsletterSubscribeMutationDocument,
  ContractNewsletterSubscriptionQueryDocument,
  ContractNewsletterUnsubscribeMutationDocument,
  ContractNewsletterUpdateDataMutationDocument,
} from './__generated__/shop/graphql.ts';
import { as, bearer, errorCode, fieldCodes, registerFresh, uniqueEmail } from './auth-support.ts';
import { newVisitor, post } from './support.ts';

const [anna, jonas] = CUSTOMERS as [(typeof CUSTOMERS)[0], (typeof CUSTOMERS)[0]];
const visitor = () => ({ visitor: newVisitor() });
/** The token of the double opt-in e-mail's link. */
const tokenFor = (email: string) => `nl-${Buffer.from(email.toLowerCase()).toString('base64url')}`;

const subscribe = (email: string, extra: { birthday?: string | null; salutation?: 'f' | 'm' | 'd' | null } = {}) =>
  post(ContractNewsletterSubscribeMutationDocument, { input: { email, salutation: 'f', birthday: '1990-06-15', ...extra } }, visitor());
const activate = (token: string) => post(ContractNewsletterActivateMutationDocument, { token }, visitor());

describe('newsletter subscription (double opt-in)', () => {
  it('subscribes: one step left, then the link activates and reveals the voucher', async () => {
    const email = uniqueEmail('lea');
    expect((await subscribe(email, { birthday: '1990-06-15' })).body.data?.newsletterSubscribe).toEqual({
      status: 'pending',
      voucherCode: null,
    });
    const first = (await activate(tokenFor(email))).body.data?.newsletterActivate;
    expect(first).toEqual({ status: 'activated', voucherCode: expect.stringMatching(/^NL10-[0-9A-F]{6}$/) });
    expect((await activate(tokenFor(email))).body.data?.newsletterActivate).toEqual({
      status: 'alreadyActivated',
      voucherCode: first!.voucherCode,
    });
    expect((await subscribe(email)).body.data?.newsletterSubscribe.status).toBe('alreadyActivated');
  });

  it('lists missing fields: FORM_REQUIRED_FIELDS_MISSING', async () => {
    const { body } = await subscribe('', { salutation: null });
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual(['email:EMAIL_REQUIRED', 'salutation:SALUTATION_REQUIRED']);
  });

  it('needs the birthday, so the minimum age cannot be skipped by leaving it out', async () => {
    for (const birthday of [null, '']) {
      const { body } = await subscribe(uniqueEmail('lea'), { birthday });
      expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
      expect(fieldCodes(body)).toEqual(['birthday:FIELD_REQUIRED']);
    }
  });

  it.each([
    ['EMAIL_INVALID', 'lea@beispiel', '1990-06-15'],
    ['BIRTHDAY_INVALID', uniqueEmail('lea'), '2000-13-01'],
    ['NEWSLETTER_MIN_AGE', uniqueEmail('lea'), '2008-11-02'],
  ])('%s', async (code, email, birthday) => {
    const { body } = await subscribe(email, { birthday });
    expect(errorCode(body)).toBe(code);
  });

  it('passes the minimum age in the extensions', async () => {
    const { body } = await subscribe(uniqueEmail('tim'), { birthday: '2010-01-01' });
    expect(body.errors?.[0]?.extensions?.['fields']).toEqual([{ field: 'birthday', code: 'NEWSLETTER_MIN_AGE', params: { minAge: 18 } }]);
  });

  it('fails for fehler@example.com: NEWSLETTER_SUBSCRIBE_FAILED', async () => {
    expect(errorCode((await subscribe('fehler@example.com')).body)).toBe('NEWSLETTER_SUBSCRIBE_FAILED');
  });

  it('refuses unknown activation links: NEWSLETTER_SUBSCRIBE_FAILED', async () => {
    for (const token of [tokenFor(uniqueEmail('nie')), 'nonsense'])
      expect(errorCode((await activate(token)).body)).toBe('NEWSLETTER_SUBSCRIBE_FAILED');
  });
});

describe('newsletter unsubscribe and update', () => {
  it('unsubscribes from product recommendations only, then from the newsletter', async () => {
    const fresh = await registerFresh();
    const options = { visitor: newVisitor(), headers: bearer(fresh.token) };
    await subscribe(fresh.email);
    await activate(tokenFor(fresh.email));
    const subscription = async () =>
      (await post(ContractNewsletterSubscriptionQueryDocument, {}, options)).body.data?.newsletterSubscription;
    expect(await subscription()).toMatchObject({ status: 'activated', productRecommendations: true });

    const unsubscribe = (kind: 'newsletter' | 'productRecommendations') =>
      post(ContractNewsletterUnsubscribeMutationDocument, { input: { email: fresh.email, kind } }, visitor());
    expect((await unsubscribe('productRecommendations')).body.data?.newsletterUnsubscribe.status).toBe('unsubscribed');
    expect(await subscription()).toMatchObject({ status: 'activated', productRecommendations: false });
    expect((await unsubscribe('newsletter')).body.data?.newsletterUnsubscribe.status).toBe('unsubscribed');
    expect((await subscription())?.status).toBe('unsubscribed');
  });

  it('cannot unsubscribe an unknown address: NEWSLETTER_UNSUBSCRIBE_FAILED', async () => {
    const { body } = await post(ContractNewsletterUnsubscribeMutationDocument, { input: { email: uniqueEmail('nie') } }, visitor());
    expect(errorCode(body)).toBe('NEWSLETTER_UNSUBSCRIBE_FAILED');
    const invalid = await post(ContractNewsletterUnsubscribeMutationDocument, { input: { email: 'nie@' } }, visitor());
    expect(errorCode(invalid.body)).toBe('EMAIL_INVALID');
  });

  it("updates the subscriber's data", async () => {
    const email = uniqueEmail('ben');
    await subscribe(email);
    const update = (input: { email: string; firstName?: string; lastName?: string; birthday?: string }) =>
      post(ContractNewsletterUpdateDataMutationDocument, { input: { salutation: 'm', ...input } }, visitor());
    expect((await update({ email, firstName: 'Ben', lastName: 'Roth', birthday: '1988-02-29' })).body.data?.newsletterUpdateData).toEqual({
      status: 'updated',
      voucherCode: null,
    });
    expect(errorCode((await update({ email, firstName: 'B3n' })).body)).toBe('FIELD_INVALID_CHARACTERS');
  });

  it('cannot update an unknown address: NEWSLETTER_UPDATE_DATA_FAILED', async () => {
    const { body } = await post(
      ContractNewsletterUpdateDataMutationDocument,
      { input: { email: uniqueEmail('nie'), firstName: 'Nie' } },
      visitor(),
    );
    expect(errorCode(body)).toBe('NEWSLETTER_UPDATE_DATA_FAILED');
  });
});

describe('newsletter subscription of the logged-in customer', () => {
  it('is UNAUTHENTICATED for guests', async () => {
    const { status, body } = await post(ContractNewsletterSubscriptionQueryDocument, {}, visitor());
    expect(status).toBe(200);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });

  it("shows the customer's subscription, or none", async () => {
    expect((await post(ContractNewsletterSubscriptionQueryDocument, {}, as(anna))).body.data?.newsletterSubscription).toMatchObject({
      email: 'anna.becker@example.com',
      status: 'activated',
    });
    expect((await post(ContractNewsletterSubscriptionQueryDocument, {}, as(jonas))).body.data?.newsletterSubscription).toBeNull();
  });
});
