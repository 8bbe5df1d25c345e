import { useState } from 'react';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { email } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { accountMessage } from './accountMessages.ts';
import { useRequestPasswordResetMutation } from './useAccountMutations.ts';

const schema = v.object({ email: email() });

/** 'Passwort vergessen?': asks for the e-mail with the reset link. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordResetMutation();
  const form = useSchemaForm(schema, { email: '' });
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{accountMessage('PASSWORD_RESET_REQUESTED')}</p>;
  return (
    <Form
      form={form}
      aria-label="Passwort zurücksetzen"
      onSubmit={async ({ email }) => {
        await request(email);
        setSent(true);
      }}
    >
      <p>Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
      <TextField name="email" type="email" label="E-Mail-Adresse" autoComplete="email" inputMode="email" required />
      <FormMessage />
      <SubmitButton>Link anfordern</SubmitButton>
    </Form>
  );
}
