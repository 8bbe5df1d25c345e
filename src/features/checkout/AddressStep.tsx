import type * as v from 'valibot';
import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useWatch } from '../../ui/form/formControl.tsx';
import { graphql, useFragment } from 'react-relay';
import { media } from '../../ui/breakpoints.ts';
import { zipHasLetters, type CountryCode } from '../../ui/form/countries.ts';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { SelectField, TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import type { AddressStep_checkout$key } from './__generated__/AddressStep_checkout.graphql.ts';
import { checkoutTexts } from './texts.ts';
import { useSetAddressMutation } from './useSetAddressMutation.ts';

import { customerAddressSchema as customerSchema, guestAddressSchema as guestSchema } from './schemas.ts';

interface Props {
  checkout: AddressStep_checkout$key;
  loggedIn: boolean;
  locale: string;
  /** The countries the shop delivers to, its own first: a new address starts there. */
  countries: readonly CountryCode[];
  onDone: () => void;
}

/**
 * The delivery address (also the invoice address) with the rules of section 5 and the country
 * (its postal-code rule); guests add their e-mail.
 */
export function AddressStep({ checkout, loggedIn, locale, countries, onDone }: Props) {
  const t = checkoutTexts(locale);
  const data = useFragment(
    graphql`
      fragment AddressStep_checkout on Checkout {
        email
        deliveryAddress {
          gender
          firstName
          lastName
          street
          houseNumber
          additional
          zipCode
          city
          country
        }
      }
    `,
    checkout,
  );
  const setAddress = useSetAddressMutation();
  const current = data.deliveryAddress;
  const values = {
    gender: (current?.gender ?? '') as 'f',
    firstName: current?.firstName ?? '',
    lastName: current?.lastName ?? '',
    street: current?.street ?? '',
    houseNumber: current?.houseNumber ?? '',
    additional: current?.additional ?? '',
    zipCode: current?.zipCode ?? '',
    city: current?.city ?? '',
    // A saved address in a country the shop does not deliver to starts on the shop's own country.
    country: countries.find((code) => code === current?.country) ?? countries[0] ?? 'DE',
    email: loggedIn ? '' : (data.email ?? ''),
  };
  const form = useSchemaForm(loggedIn ? customerSchema : guestSchema, values);
  // An address that arrives later (the account's, right after a login) fills the form, unless
  // the shopper has begun typing.
  const arrived = JSON.stringify(values);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(arrived) as typeof values);
  }, [arrived, form]);
  // The postal code's rule follows the country: once the shopper has tried to send, a new
  // country checks the code again at once.
  const chosenCountry = useWatch({ control: form.control, name: 'country' });
  useEffect(() => {
    if (form.formState.isSubmitted && form.getValues('zipCode') !== '') void form.trigger('zipCode');
  }, [chosenCountry, form]);

  const submit = async (values: v.InferOutput<typeof guestSchema>) => {
    await setAddress({
      gender: values.gender,
      firstName: values.firstName,
      lastName: values.lastName,
      street: values.street,
      houseNumber: values.houseNumber,
      additional: values.additional || null,
      zipCode: values.zipCode,
      city: values.city,
      country: values.country,
      email: loggedIn ? null : values.email,
    });
    onDone();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t.checkoutStepAddress()} successMs={400}>
      <RadioGroup
        name="gender"
        legend={t.checkoutSalutation()}
        options={[
          { value: 'f', label: t.checkoutSalutationF() },
          { value: 'm', label: t.checkoutSalutationM() },
          { value: 'd', label: t.checkoutSalutationD() },
        ]}
        required
        inline
      />
      <div className={pair}>
        <TextField name="firstName" label={t.checkoutFirstName()} autoComplete="given-name" required />
        <TextField name="lastName" label={t.checkoutLastName()} autoComplete="family-name" required />
      </div>
      <div className={streetRow}>
        <TextField name="street" label={t.checkoutStreet()} autoComplete="address-line1" required />
        <TextField name="houseNumber" label={t.checkoutHouseNumber()} required />
      </div>
      <TextField name="additional" label={t.checkoutAdditional()} hint={t.checkoutAdditionalHint()} autoComplete="address-line2" />
      <SelectField
        name="country"
        label={t.checkoutCountry()}
        options={countries.map((code) => ({ value: code, label: t.checkoutCountryName({ country: code }) }))}
        autoComplete="country"
        required
      />
      <div className={zipRow}>
        <TextField
          name="zipCode"
          label={t.checkoutZipCode()}
          inputMode={zipHasLetters(chosenCountry) ? 'text' : 'numeric'}
          autoComplete="postal-code"
          required
        />
        <TextField name="city" label={t.checkoutCity()} autoComplete="address-level2" required />
      </div>
      {loggedIn ? (
        data.email && <p>{t.checkoutConfirmationTo({ email: data.email })}</p>
      ) : (
        <TextField name="email" type="email" label={t.checkoutEmail()} hint={t.checkoutEmailHint()} autoComplete="email" required />
      )}
      <FormMessage />
      <div>
        <SubmitButton>{t.checkoutToPayment()}</SubmitButton>
      </div>
    </Form>
  );
}

const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-3);
  @media ${media.phone} {
    grid-template-columns: 1fr;
  }
`;
// The house number's column is never narrower than its label on one line (a phone's quarter of
// the row is narrower than 'Hausnummer *'); the street takes the rest.
const streetRow = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(min-content, 1fr);
  gap: var(--space-3);
  & label {
    white-space: nowrap;
  }
`;
// The same for the postal code ('Postnummer *' is wider than a phone's quarter); the city takes
// the rest.
const zipRow = css`
  display: grid;
  grid-template-columns: minmax(min-content, 1fr) minmax(0, 3fr);
  gap: var(--space-3);
  & label {
    white-space: nowrap;
  }
`;
