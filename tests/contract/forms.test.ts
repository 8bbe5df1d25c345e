import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../../mock-server/data/contact-reasons.ts';
import {
  ContractContactFormMutationDocument,
  ContractRequestCataloguesMutationDocument,
  ContractTrackingOptOutMutationDocument,
  type AddressInput,
  type ContactFormInput,
} from './__generated__/shop/graphql.ts';
import { bearer, errorCode, fieldCodes } from './auth-support.ts';
import { newVisitor, post } from './support.ts';

const contact: ContactFormInput = {
  reasonId: 'reason-delivery',
  customerNumber: '40512873',
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Becker',
  email: 'anna.becker@example.com',
  phone: '069 1234567',
  message: 'Mein Paket ist noch nicht angekommen.',
};
const address: AddressInput = {
  gender: 'm',
  firstName: 'Paul',
  lastName: 'Wagner',
  street: 'Gartenweg',
  houseNumber: '5',
  zipCode: '90402',
  city: 'Nürnberg',
};
const sendContact = (input: Partial<ContactFormInput>) =>
  post(ContractContactFormMutationDocument, { input: { ...contact, ...input } }, { visitor: newVisitor() });
const orderCatalogues = (catalogueIds: string[], addressInput: Partial<AddressInput> = {}) =>
  post(
    ContractRequestCataloguesMutationDocument,
    { input: { catalogueIds, address: { ...address, ...addressInput } } },
    { visitor: newVisitor() },
  );

describe('contact form', () => {
  it.each(CONTACT_REASONS.map((reason) => reason.id))('sends a request about %s', async (reasonId) => {
    const { body } = await sendContact({ reasonId });
    expect(body.data?.submitContactForm).toEqual({ success: true, reference: expect.stringMatching(/^KF-\d{6}$/) });
  });

  it('lists missing fields: FORM_REQUIRED_FIELDS_MISSING', async () => {
    const { status, body } = await sendContact({ reasonId: '', firstName: '', email: '', message: '' });
    expect(status).toBe(200);
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual([
      'reasonId:FIELD_REQUIRED',
      'firstName:FIELD_REQUIRED',
      'email:EMAIL_REQUIRED',
      'message:FIELD_REQUIRED',
    ]);
  });

  it('wants a customer number of 6–8 digits: CUSTOMER_NUMBER_INVALID', async () => {
    const { body } = await sendContact({ customerNumber: '12345' });
    expect(errorCode(body)).toBe('CUSTOMER_NUMBER_INVALID');
    expect((await sendContact({ customerNumber: null })).body.data?.submitContactForm.success).toBe(true);
  });

  it('fails for fehler@example.com: FORM_SUBMIT_FAILED', async () => {
    expect(errorCode((await sendContact({ email: 'fehler@example.com' })).body)).toBe('FORM_SUBMIT_FAILED');
  });

  it('refuses an invalid bearer token with HTTP 401', async () => {
    const { status } = await post(
      ContractContactFormMutationDocument,
      { input: contact },
      { visitor: newVisitor(), headers: bearer('mock-token-1') },
    );
    expect(status).toBe(401);
  });
});

describe('catalogue order', () => {
  it('orders printed catalogues', async () => {
    const { body } = await orderCatalogues(['mode-hw26', 'wohnen-2026']);
    expect(body.data?.requestCatalogues).toEqual({ success: true, reference: expect.stringMatching(/^KB-\d{6}$/) });
  });

  it('needs at least one known catalogue: NO_CATALOG_SELECTED', async () => {
    for (const ids of [[], ['KATALOG-1999']]) {
      const { body } = await orderCatalogues(ids);
      expect(errorCode(body)).toBe('NO_CATALOG_SELECTED');
      expect(fieldCodes(body)).toEqual(['catalogueIds:NO_CATALOG_SELECTED']);
    }
  });

  it('lists the address problems', async () => {
    const missing = await orderCatalogues(['mode-hw26'], { gender: null, street: '', zipCode: '' });
    expect(errorCode(missing.body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(missing.body)).toEqual([
      'address.gender:SALUTATION_REQUIRED',
      'address.street:FIELD_REQUIRED',
      'address.zipCode:FIELD_REQUIRED',
    ]);
    const invalid = await orderCatalogues(['mode-hw26'], { zipCode: '12', firstName: 'P4ul' });
    expect(fieldCodes(invalid.body)).toEqual(['address.firstName:FIELD_INVALID_CHARACTERS', 'address.zipCode:ZIP_CODE_INVALID']);
  });
});

describe('tracking opt-out', () => {
  const optOut = (provider: string, visitor: string) => post(ContractTrackingOptOutMutationDocument, { provider }, { visitor });

  it('opts out once per visitor and provider', async () => {
    const [a, b] = [newVisitor(), newVisitor()];
    for (const provider of ['google-analytics', 'criteo', 'awin', 'gk-air']) {
      expect((await optOut(provider, a)).body.data?.trackingOptOut.status).toBe('success');
    }
    expect((await optOut('criteo', a)).body.data?.trackingOptOut.status).toBe('alreadyExists');
    // Another visitor has opted out of nothing yet.
    expect((await optOut('criteo', b)).body.data?.trackingOptOut.status).toBe('success');
  });

  it('names unknown providers', async () => {
    expect((await optOut('tracker-x', newVisitor())).body.data?.trackingOptOut.status).toBe('nonExistentProvider');
  });
});
