import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { email } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { asFormFailure } from './formFailure.ts';
import { Outcome } from './Outcome.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { useUnsubscribeMutation } from './useUnsubscribeMutation.ts';

const schema = v.object({ email: email() });

/** Unsubscribes from the whole newsletter, or only from the product recommendations. */
export function NewsletterUnsubscribeForm({ kind }: { kind: 'newsletter' | 'productRecommendations' }) {
  const { shop } = usePageContext();
  const t = newsletterTexts(shop.locale);
  const unsubscribe = useUnsubscribeMutation();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(schema, { email: '' });

  const submit = async (values: v.InferOutput<typeof schema>) => {
    try {
      await unsubscribe({ input: { email: values.email, kind } });
    } catch (error) {
      throw asFormFailure(error, 'NEWSLETTER_UNSUBSCRIBE_FAILED', { phone: shop.servicePhone });
    }
    setDone(true);
  };

  if (done) {
    return <Outcome title={kind === 'newsletter' ? t.newsletterUnsubscribed() : t.newsletterRecommendationsUnsubscribed()} />;
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={kind === 'newsletter' ? t.newsletterUnsubscribeTitle() : t.newsletterRecommendationsTitle()}
    >
      <TextField name="email" type="email" label={t.newsletterEmail()} autoComplete="email" required />
      <FormMessage />
      <SubmitButton>{t.newsletterUnsubscribe()}</SubmitButton>
    </Form>
  );
}
