import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import * as v from 'valibot';
import { BirthdayField } from '../../ui/form/BirthdayField.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { birthday, email, salutation } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DataProtectionText } from './DataProtectionText.tsx';
import { asFormFailure } from './formFailure.ts';
import { Outcome } from './Outcome.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { salutations } from './salutations.ts';
import { useSubscribeMutation } from './useSubscribeMutation.ts';

/** Subscribers must be 18 or older. */
export const NEWSLETTER_MIN_AGE = 18;

export const subscribeSchema = v.object({
  salutation: salutation(),
  email: email(),
  // Required: the minimum age could be skipped by leaving the birthday empty.
  birthday: birthday({ required: true, minAge: NEWSLETTER_MIN_AGE, minAgeCode: 'NEWSLETTER_MIN_AGE' }),
});

/** Subscribe (double opt-in): e-mail, salutation, birthday; then 'Nur noch ein Schritt'. */
/** voucher: the welcome voucher's amount as the texts name it ('10 €'). */
export function NewsletterSubscribeForm({ voucher }: { voucher: string }) {
  const { shop } = usePageContext();
  const t = newsletterTexts(shop.locale);
  const subscribe = useSubscribeMutation();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(subscribeSchema, { salutation: undefined, email: '', birthday: '' });

  const submit = async (values: v.InferOutput<typeof subscribeSchema>) => {
    try {
      await subscribe({ input: { email: values.email, salutation: values.salutation, birthday: values.birthday } });
    } catch (error) {
      throw asFormFailure(error, 'NEWSLETTER_SUBSCRIBE_FAILED');
    }
    setDone(true);
  };

  if (done) {
    return (
      <Outcome title={t.newsletterOneStepLeft()}>
        <p>{t.newsletterOneStepLeftText({ amount: voucher })}</p>
      </Outcome>
    );
  }
  return (
    <Form form={form} onSubmit={submit} aria-label={t.newsletterSubscribeForm()}>
      <RadioGroup
        name="salutation"
        legend={t.newsletterSalutation()}
        options={salutations({ f: t.newsletterSalutationF(), m: t.newsletterSalutationM(), d: t.newsletterSalutationD() })}
        required
        inline
      />
      <TextField name="email" type="email" label={t.newsletterEmail()} autoComplete="email" required />
      <BirthdayField name="birthday" hint={t.newsletterMinAgeHint()} required />
      <DataProtectionText />
      <FormMessage />
      <SubmitButton>{t.newsletterSubscribe()}</SubmitButton>
    </Form>
  );
}
