import { useState } from 'react';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { email } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';
import { useRequestPasswordResetMutation } from './useAccountMutations.ts';

const schema = v.object({ email: email() });

/** 'Passwort vergessen?': asks for the e-mail with the reset link. */
export function ForgotPasswordForm() {
  const t = accountTexts(usePageContext().shop.locale);
  const request = useRequestPasswordResetMutation();
  const form = useSchemaForm(schema, { email: '' });
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{t.accountAuthResetRequested()}</p>;
  return (
    <Form
      form={form}
      aria-label={t.accountAuthResetPassword()}
      onSubmit={async ({ email }) => {
        await request(email);
        setSent(true);
      }}
    >
      <p>{t.accountAuthForgotIntro()}</p>
      <TextField name="email" type="email" label={t.accountAuthEmail()} autoComplete="email" inputMode="email" required />
      <FormMessage />
      <SubmitButton>{t.accountAuthRequestLink()}</SubmitButton>
    </Form>
  );
}
