import { useWatch } from '../../ui/form/formControl.tsx';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { customerNumber, email, password } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { startSession } from './session.ts';
import { useLoginMutation } from './useLoginMutation.ts';

// The identifier's rule follows the chosen login method.
const schema = v.variant('method', [
  v.object({ method: v.literal('customerNumber'), identifier: customerNumber(), password: password() }),
  v.object({ method: v.literal('email'), identifier: email(), password: password() }),
]);

const METHODS = [
  { value: 'customerNumber', label: 'Kundennummer' },
  { value: 'email', label: 'E-Mail-Adresse' },
] as const;

/** Login by customer number or e-mail address; the server keeps the token in the HttpOnly auth cookie. */
export function LoginForm({ onLoggedIn, label = 'Anmelden' }: { onLoggedIn: () => void; label?: string }) {
  const { login } = useLoginMutation();
  const form = useSchemaForm(schema, { method: 'customerNumber', identifier: '', password: '' });
  const method = useWatch({ control: form.control, name: 'method' });

  const submit = async ({ method, identifier, password }: v.InferOutput<typeof schema>) => {
    const result = await login(method, identifier, password);
    startSession(result.customerNumber);
    onLoggedIn();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={label}>
      <RadioGroup name="method" legend="Anmelden mit" options={METHODS} inline />
      <TextField
        name="identifier"
        label={method === 'email' ? 'E-Mail-Adresse' : 'Kundennummer'}
        inputMode={method === 'email' ? 'email' : 'numeric'}
        autoComplete="username"
      />
      <TextField name="password" type="password" label="Passwort" autoComplete="current-password" />
      <FormMessage />
      <SubmitButton>Anmelden</SubmitButton>
    </Form>
  );
}
