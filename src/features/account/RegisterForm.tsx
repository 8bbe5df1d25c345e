import * as v from 'valibot';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { BirthdayField } from '../../ui/form/BirthdayField.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { birthday, email, password, PASSWORD_MIN_LENGTH, requiredText, salutation } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { accountTexts } from './accountTexts.ts';
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

/** A new customer account; the new customer is logged in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { locale } = usePageContext().shop;
  const t = accountTexts(locale);
  const salutations = [
    { value: 'f', label: t.accountAuthMs() },
    { value: 'm', label: t.accountAuthMr() },
    { value: 'd', label: t.accountAuthDiverse() },
  ] as const;
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
    <Form form={form} onSubmit={submit} rename={{ dateOfBirth: 'birthday' }} aria-label={t.accountAuthRegister()}>
      <RadioGroup name="salutation" legend={t.accountAuthSalutation()} options={salutations} inline required />
      <TextField name="firstName" label={t.accountAuthFirstName()} autoComplete="given-name" required />
      <TextField name="lastName" label={t.accountAuthLastName()} autoComplete="family-name" required />
      <TextField name="email" type="email" label={t.accountAuthEmail()} autoComplete="email" inputMode="email" required />
      <BirthdayField name="birthday" />
      <TextField
        name="password"
        type="password"
        label={t.accountAuthPassword()}
        autoComplete="new-password"
        hint={formMessage(locale, 'PASSWORD_HINT')}
        required
      />
      <FormMessage />
      <SubmitButton>{t.accountAuthCreateAccount()}</SubmitButton>
    </Form>
  );
}
