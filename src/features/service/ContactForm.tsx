import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { SelectField, TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { addressLine } from '../../ui/form/address.ts';
import { customerNumber, email, requiredText } from '../../ui/form/rules.ts';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import type { ContactForm_reasons$key } from './__generated__/ContactForm_reasons.graphql.ts';
import { asFormFailure, requiredFieldsNotice } from './formFailure.ts';
import { Outcome } from './Outcome.tsx';
import { SALUTATIONS } from './salutations.ts';
import { serviceTexts } from './serviceTexts.ts';
import { heading } from './styles.ts';
import { useSubmitContactMutation } from './useSubmitContactMutation.ts';
import { usePageContext } from 'vike-react/usePageContext';

export const contactSchema = v.object({
  reasonId: requiredText(),
  customerNumber: customerNumber({ optional: true }),
  salutation: v.nullish(v.picklist(['f', 'm', 'd'])),
  firstName: addressLine('firstName'),
  lastName: addressLine('lastName'),
  email: email(),
  phone: v.pipe(v.string(), v.trim()),
  message: requiredText(),
});

/** The contact form: a reason from the API, the contact data, the message. */
export function ContactForm({ reasons }: { reasons: ContactForm_reasons$key }) {
  const { locale } = usePageContext().shop;
  const options = useFragment(
    graphql`
      fragment ContactForm_reasons on ContactReason @relay(plural: true) {
        id
        label
      }
    `,
    reasons,
  );
  const send = useSubmitContactMutation();
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  const form = useSchemaForm(contactSchema, {
    reasonId: '',
    customerNumber: '',
    salutation: undefined,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    message: '',
  });

  const submit = async (values: v.InferOutput<typeof contactSchema>) => {
    try {
      const { submitContactForm } = await send({
        input: {
          ...values,
          customerNumber: values.customerNumber || null,
          salutation: values.salutation ?? null,
          phone: values.phone || null,
        },
      });
      setReference(submitContactForm.reference ?? null);
    } catch (error) {
      throw asFormFailure(error, 'FORM_SUBMIT_FAILED');
    }
  };

  if (reference !== undefined) {
    return (
      <Outcome title={serviceTexts.CONTACT_SENT}>
        <p>Wir melden uns so schnell wie möglich bei Ihnen.{reference && ` Ihre Vorgangsnummer: ${reference}`}</p>
      </Outcome>
    );
  }
  return (
    <Form form={form} onSubmit={submit} onInvalid={requiredFieldsNotice(locale, form)} aria-label="Kontaktformular">
      <SelectField
        name="reasonId"
        label="Ihr Anliegen"
        placeholder="Bitte wählen"
        options={options.map(({ id, label }) => ({ value: id, label }))}
        required
      />
      <h2 className={heading}>{serviceTexts.CONTACT_SUBHEADLINE}</h2>
      <TextField
        name="customerNumber"
        label="Kundennummer"
        hint="Falls vorhanden: 6 bis 8 Ziffern"
        inputMode="numeric"
        autoComplete="off"
      />
      <RadioGroup name="salutation" legend="Anrede" options={SALUTATIONS} inline />
      <TextField name="firstName" label="Vorname" autoComplete="given-name" required />
      <TextField name="lastName" label="Nachname" autoComplete="family-name" required />
      <TextField name="email" type="email" label="E-Mail-Adresse" autoComplete="email" required />
      <TextField name="phone" type="tel" label="Telefonnummer" autoComplete="tel" />
      <TextAreaField name="message" label="Ihre Nachricht" required />
      <FormMessage />
      <SubmitButton>Nachricht senden</SubmitButton>
    </Form>
  );
}
