import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalogueSchema } from './CatalogueOrderForm.tsx';
import { contactSchema } from './ContactForm.tsx';
import { subscribeSchema } from './NewsletterSubscribeForm.tsx';
import { updateSchema } from './NewsletterUpdateForm.tsx';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { lang: 'de-DE' });
  if (result.success) return [];
  // The form shows a field's first message only.
  const first = new Map<string, string>();
  for (const issue of result.issues) if (!first.has(v.getDotPath(issue)!)) first.set(v.getDotPath(issue)!, issue.message);
  return [...first].map(([path, text]) => `${path}: ${text}`);
};

// Unchecked radios come as null from the browser form.
const contact = {
  reasonId: 'order',
  customerNumber: '',
  salutation: null,
  firstName: 'Paul',
  lastName: 'Wagner',
  email: 'paul@example.de',
  phone: '',
  message: 'Hallo',
};
const address = {
  gender: 'f',
  firstName: 'Lena',
  lastName: 'Krüger',
  street: 'Gartenstraße',
  houseNumber: '5a',
  additional: '',
  zipCode: '50667',
  city: 'Köln',
};

describe('contact form rules', () => {
  it('accepts a request without salutation, customer number or phone', () => {
    expect(messages(contactSchema, contact)).toEqual([]);
  });
  it('wants the required fields and a customer number of 6–8 digits', () => {
    expect(messages(contactSchema, { ...contact, reasonId: '', customerNumber: '12345', message: ' ' })).toEqual([
      'reasonId: Dies ist ein Pflichtfeld',
      'customerNumber: Die Kundennummer besteht aus 6 - 8 Ziffern',
      'message: Dies ist ein Pflichtfeld',
    ]);
    expect(messages(contactSchema, { ...contact, customerNumber: '123456789' })).toEqual([
      'customerNumber: Die Kundennummer besteht aus 6 - 8 Ziffern',
    ]);
    expect(messages(contactSchema, { ...contact, customerNumber: '40512873' })).toEqual([]);
  });
});

describe('catalogue form rules', () => {
  it('needs at least one catalogue (NO_CATALOG_SELECTED) and a valid address', () => {
    expect(messages(catalogueSchema, { catalogueIds: ['HW26'], address })).toEqual([]);
    expect(
      messages(catalogueSchema, { catalogueIds: [], address: { ...address, gender: null, zipCode: '12', firstName: 'L3na' } }),
    ).toEqual([
      'catalogueIds: Bitte wählen Sie mindestens einen Katalog aus',
      'address.gender: Bitte wählen Sie eine Anrede',
      'address.firstName: Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen',
      'address.zipCode: Die Postleitzahl besteht aus mindestens 3 Ziffern',
    ]);
  });
});

describe('newsletter rules', () => {
  it('subscribe: e-mail and salutation required, under 18 refused', () => {
    expect(messages(subscribeSchema, { salutation: null, email: '', birthday: '' })).toEqual([
      'salutation: Bitte wählen Sie eine Anrede',
      'email: Bitte geben Sie eine E-Mail-Adresse ein',
      'birthday: Dies ist ein Pflichtfeld',
    ]);
    const seventeen = `${new Date().getFullYear() - 17}-1-1`;
    expect(messages(subscribeSchema, { salutation: 'm', email: 'a@example.de', birthday: seventeen })).toEqual([
      'birthday: Der Newsletter ist erst ab 18 Jahren möglich',
    ]);
    expect(messages(subscribeSchema, { salutation: 'm', email: 'a@example', birthday: '1990-2-30' })).toEqual([
      'email: Bitte überprüfen Sie Ihre E-Mail-Adresse',
      'birthday: Bitte geben Sie ein gültiges Datum ein',
    ]);
  });
  it('update data: only the e-mail is needed; given names follow the address rules', () => {
    expect(messages(updateSchema, { email: 'a@example.de', salutation: null, firstName: '', lastName: '', birthday: '' })).toEqual([]);
    expect(messages(updateSchema, { email: 'a@example.de', salutation: null, firstName: 'M1a', lastName: 'B', birthday: '' })).toEqual([
      'firstName: Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen',
      'lastName: Bitte geben Sie mindestens 2 Zeichen ein',
    ]);
  });
});
