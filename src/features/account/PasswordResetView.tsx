import { css } from '@linaria/core';
import { useState } from 'react';
import * as v from 'valibot';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { password, PASSWORD_MIN_LENGTH, withLocale } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { useModal } from '../../ui/useModal.ts';
import { accountTexts } from './accountTexts.ts';
import { requestAuthView, type AuthView } from './authView.ts';
import { useResetPasswordMutation } from './useAccountMutations.ts';
import { usePageContext } from 'vike-react/usePageContext';

const schema = v.pipe(
  v.object({ password: password({ minLength: PASSWORD_MIN_LENGTH }), repeat: v.string() }),
  v.forward(
    v.check(
      (values) => values.password === values.repeat,
      withLocale((locale) => accountTexts(locale).accountAuthPasswordsDiffer()),
    ),
    ['repeat'],
  ),
);

type Outcome = 'form' | 'success' | 'failed';

/**
 * The password reset page (/customer/passwort-zuruecksetzen?token=…, no login needed): a new
 * password from the mailed link. A used or invalid link shows the error headline and text; on
 * success the login follows.
 */
export function PasswordResetView({ token }: { token: string }) {
  const { locale } = usePageContext().shop;
  const t = accountTexts(locale);
  const reset = useResetPasswordMutation();
  const form = useSchemaForm(schema, { password: '', repeat: '' });
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'failed');
  const auth = useModal(OVERLAY_IDS.auth);
  const open = (view: AuthView) => {
    requestAuthView(view);
    auth.show();
  };

  if (outcome === 'success') {
    return (
      <section className={box} aria-labelledby="reset-outcome">
        <div role="status">
          <h2 id="reset-outcome">{t.accountAuthResetSuccess()}</h2>
        </div>
        <div>
          <Button onClick={() => open('login')}>{t.accountAuthLoginNow()}</Button>
        </div>
      </section>
    );
  }
  if (outcome === 'failed') {
    return (
      <section className={box} role="alert" aria-labelledby="reset-outcome">
        <h2 id="reset-outcome">{t.accountAuthResetErrorHeadline()}</h2>
        <p>{t.accountAuthResetErrorText()}</p>
        <div>
          <Button variant="secondary" onClick={() => open('forgot')}>
            {t.accountAuthRequestNewEmail()}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <div className={box}>
      <p>{t.accountAuthNewPasswordIntro()}</p>
      <Form
        form={form}
        aria-label={t.accountAuthNewPasswordForm()}
        onSubmit={async (values) => {
          try {
            await reset(token, values.password);
          } catch (error) {
            // An invalid or used link: nothing typed can fix that, the page says what to do.
            if ((error as { code?: string }).code === 'PASSWORD_RESET_FAILED') {
              setOutcome('failed');
              return false;
            }
            throw error;
          }
          setOutcome('success');
        }}
      >
        <TextField
          name="password"
          type="password"
          label={t.accountAuthNewPassword()}
          autoComplete="new-password"
          hint={formMessage(locale, 'PASSWORD_HINT')}
          required
        />
        <TextField name="repeat" type="password" label={t.accountAuthRepeatPassword()} autoComplete="new-password" required />
        <FormMessage />
        <SubmitButton>{t.accountAuthSavePassword()}</SubmitButton>
      </Form>
    </div>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  max-width: 32rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;
