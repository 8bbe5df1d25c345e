import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { withParts } from '../../i18n/parts.tsx';
import { hasLoginMarker } from '../../shop/context/loginMarker.ts';
import * as v from 'valibot';
import { addressLine } from '../../ui/form/address.ts';
import { BirthdayField } from '../../ui/form/BirthdayField.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { birthday, email } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { Link } from '../../ui/Link.tsx';
import { asFormFailure } from './formFailure.ts';
import { NEWSLETTER_MIN_AGE } from './NewsletterSubscribeForm.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { salutations } from './salutations.ts';
import { small } from './styles.ts';
import type { NewsletterUpdateFormQuery as QueryType } from './__generated__/NewsletterUpdateFormQuery.graphql.ts';
import { useUpdateDataMutation } from './useUpdateDataMutation.ts';

// A logged-in customer's own subscription, to start the form from (personal: loaded by the browser).
const NewsletterUpdateFormQuery = graphql`
  query NewsletterUpdateFormQuery {
    newsletterSubscription {
      email
      salutation
      firstName
      lastName
      birthday
    }
  }
`;

/** 'YYYY-MM-DD' as the birthday field holds it ('YYYY-M-D'). */
const birthdayValue = (iso: string | null | undefined) =>
  iso
    ? iso
        .split('-')
        .map((part) => String(Number(part)))
        .join('-')
    : '';

/** A name that may stay empty (the subscription keeps its own); else the address rules apply. */
const optionalName = (name: 'firstName' | 'lastName') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.rawCheck(({ dataset, config, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      // In the form's language (config.lang), as every rule of it.
      const result = v.safeParse(addressLine(name), dataset.value, { lang: config.lang });
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
  );

export const updateSchema = v.object({
  email: email(),
  salutation: v.nullish(v.picklist(['f', 'm', 'd'])),
  firstName: optionalName('firstName'),
  lastName: optionalName('lastName'),
  birthday: birthday({ minAge: NEWSLETTER_MIN_AGE, minAgeCode: 'NEWSLETTER_MIN_AGE' }),
});

/** Changes the subscriber's data; the message stays after saving so the form can be used again. */
export function NewsletterUpdateForm() {
  const t = newsletterTexts(usePageContext().shop.locale);
  const update = useUpdateDataMutation();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(updateSchema, { email: '', salutation: undefined, firstName: '', lastName: '', birthday: '' });
  const environment = useRelayEnvironment();
  // Logged in: the form starts from the subscription, unless the shopper has begun typing.
  useEffect(() => {
    if (!hasLoginMarker()) return;
    const subscription = fetchQuery<QueryType>(environment, NewsletterUpdateFormQuery, {}).subscribe({
      next: ({ newsletterSubscription: current }) => {
        if (!current || form.formState.isDirty) return;
        form.reset({
          email: current.email,
          salutation:
            current.salutation === 'f' || current.salutation === 'm' || current.salutation === 'd' ? current.salutation : undefined,
          firstName: current.firstName ?? '',
          lastName: current.lastName ?? '',
          birthday: birthdayValue(current.birthday),
        });
      },
      error: () => {}, // no subscription data: the form stays empty
    });
    return () => subscription.unsubscribe();
  }, [environment, form]);

  const submit = async (values: v.InferOutput<typeof updateSchema>) => {
    setSaved(false);
    try {
      await update({
        input: {
          email: values.email,
          salutation: values.salutation ?? null,
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          birthday: values.birthday || null,
        },
      });
    } catch (error) {
      throw asFormFailure(error, 'NEWSLETTER_UPDATE_DATA_FAILED');
    }
    setSaved(true);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t.newsletterUpdateTitle()}>
      <TextField name="email" type="email" label={t.newsletterEmailOfSubscription()} autoComplete="email" required />
      <RadioGroup
        name="salutation"
        legend={t.newsletterSalutation()}
        options={salutations({ f: t.newsletterSalutationF(), m: t.newsletterSalutationM(), d: t.newsletterSalutationD() })}
        inline
      />
      <TextField name="firstName" label={t.newsletterFirstName()} autoComplete="given-name" />
      <TextField name="lastName" label={t.newsletterLastName()} autoComplete="family-name" />
      <BirthdayField name="birthday" />
      <FormMessage />
      <p role="status" className={small}>
        {saved ? t.newsletterDataUpdated() : ''}
      </p>
      <SubmitButton>{t.newsletterSave()}</SubmitButton>
      <p className={small}>{withParts(t.newsletterQuestions, { contact: <Link href="/contact">{t.newsletterContactUs()}</Link> })}</p>
    </Form>
  );
}
