import { useWatch } from '../../ui/form/formControl.tsx';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { customerNumber, email, password } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';
import { startSession } from './session.ts';
import { useLoginMutation } from './useLoginMutation.ts';

// The identifier's rule follows the chosen login method.
const schema = v.variant('method', [
  v.object({ method: v.literal('customerNumber'), identifier: customerNumber(), password: password() }),
  v.object({ method: v.literal('email'), identifier: email(), password: password() }),
]);

/** Login by customer number or e-mail address; the server keeps the token in the HttpOnly auth cookie. */
export function LoginForm({ onLoggedIn, label }: { onLoggedIn: () => void; label?: string }) {
  const t = accountTexts(usePageContext().shop.locale);
  const methods = [
    { value: 'customerNumber', label: t.accountAuthCustomerNumber() },
    { value: 'email', label: t.accountAuthEmail() },
  ] as const;
  const { login } = useLoginMutation();
  const form = useSchemaForm(schema, { method: 'customerNumber', identifier: '', password: '' });
  const method = useWatch({ control: form.control, name: 'method' });

  const submit = async ({ method, identifier, password }: v.InferOutput<typeof schema>) => {
    const result = await login(method, identifier, password);
    startSession(result.customerNumber);
    onLoggedIn();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={label ?? t.accountAuthLogin()}>
      <RadioGroup name="method" legend={t.accountAuthLoginWith()} options={methods} inline />
      <TextField
        name="identifier"
        label={method === 'email' ? t.accountAuthEmail() : t.accountAuthCustomerNumber()}
        inputMode={method === 'email' ? 'email' : 'numeric'}
        autoComplete="username"
      />
      <TextField name="password" type="password" label={t.accountAuthPassword()} autoComplete="current-password" />
      <FormMessage />
      <SubmitButton>{t.accountAuthLogin()}</SubmitButton>
    </Form>
  );
}
