import * as v from 'valibot';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { BirthdayField } from '../../ui/form/BirthdayField.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { birthday, email, password, PASSWORD_MIN_LENGTH, requiredText, salutation } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { useRegisterMutation } from './useAccountMutations.ts';
import { usePageContext } from 'vike-react/usePageContext';

const schema = v.object({
  salutation: salutation(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: email(),
  birthday: birthday(),
  password: password({ minLength: PASSWORD_MIN_LENGTH }),
});

export const SALUTATIONS = [
  { value: 'f', label: 'Frau' },
  { value: 'm', label: 'Herr' },
  { value: 'd', label: 'Divers' },
] as const;

/** A new customer account; the new customer is logged in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { locale } = usePageContext().shop;
  const register = useRegisterMutation();
  const form = useSchemaForm(schema, { salutation: undefined, firstName: '', lastName: '', email: '', birthday: '', password: '' });
  const submit = async (values: v.InferOutput<typeof schema>) => {
    await register({
      salutation: values.salutation,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      dateOfBirth: values.birthday || null,
      password: values.password,
    });
    onRegistered();
  };
  return (
    <Form form={form} onSubmit={submit} rename={{ dateOfBirth: 'birthday' }} aria-label="Registrieren">
      <RadioGroup name="salutation" legend="Anrede" options={SALUTATIONS} inline required />
      <TextField name="firstName" label="Vorname" autoComplete="given-name" required />
      <TextField name="lastName" label="Nachname" autoComplete="family-name" required />
      <TextField name="email" type="email" label="E-Mail-Adresse" autoComplete="email" inputMode="email" required />
      <BirthdayField name="birthday" />
      <TextField
        name="password"
        type="password"
        label="Passwort"
        autoComplete="new-password"
        hint={formMessage(locale, 'PASSWORD_HINT')}
        required
      />
      <FormMessage />
      <SubmitButton>Konto anlegen</SubmitButton>
    </Form>
  );
}
