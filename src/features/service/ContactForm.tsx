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
import { contactTexts } from './contactTexts.ts';
import { salutations } from './salutations.ts';
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
  const t = contactTexts(locale);
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
      <Outcome title={t.contactSent()}>
        <p>
          {t.contactSentText()}
          {reference && ` ${t.contactReference({ reference })}`}
        </p>
      </Outcome>
    );
  }
  return (
    <Form form={form} onSubmit={submit} onInvalid={requiredFieldsNotice(locale, form)} aria-label={t.contactForm()}>
      <SelectField
        name="reasonId"
        label={t.contactReason()}
        placeholder={t.contactChoose()}
        options={options.map(({ id, label }) => ({ value: id, label }))}
        required
      />
      <h2 className={heading}>{t.contactSubheadline()}</h2>
      <TextField
        name="customerNumber"
        label={t.contactCustomerNumber()}
        hint={t.contactCustomerNumberHint()}
        inputMode="numeric"
        autoComplete="off"
      />
      <RadioGroup
        name="salutation"
        legend={t.contactSalutation()}
        options={salutations({ f: t.contactSalutationF(), m: t.contactSalutationM(), d: t.contactSalutationD() })}
        inline
      />
      <TextField name="firstName" label={t.contactFirstName()} autoComplete="given-name" required />
      <TextField name="lastName" label={t.contactLastName()} autoComplete="family-name" required />
      <TextField name="email" type="email" label={t.contactEmail()} autoComplete="email" required />
      <TextField name="phone" type="tel" label={t.contactPhone()} autoComplete="tel" />
      <TextAreaField name="message" label={t.contactMessage()} required />
      <FormMessage />
      <SubmitButton>{t.contactSend()}</SubmitButton>
    </Form>
  );
}
