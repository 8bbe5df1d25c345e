import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AUTH_COOKIE } from '../../relay/cookies.ts';
import { sendToApp } from '../../shop/appBridge.ts';
import { setShopCookie } from '../../shop/cookies.ts';
import { setLoginMarker } from '../../shop/loginMarker.ts';
import { message } from '../../shop/messages.ts';
import { useLoginMutation } from './useLoginMutation.ts';

interface Values {
  method: 'customerNumber' | 'email';
  identifier: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Login by customer number or e-mail address; the token goes into the auth cookie. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login, inFlight } = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { identifier: useId(), password: useId(), error: useId() };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { method: 'customerNumber', identifier: '', password: '' } });
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(async ({ method, identifier, password }) => {
    setFailure(null);
    const result = await login(method, identifier.trim(), password);
    if (!result.ok) return setFailure(message(result.code === 'LOGIN_FAILED' ? 'LOGIN_FAILED' : 'DEFAULT'));
    setShopCookie(AUTH_COOKIE, result.token);
    setLoginMarker(true);
    sendToApp('userInfo', { loggedIn: true, customerNumber: result.customerNumber });
    onLoggedIn();
  });

  return (
    <form onSubmit={submit} noValidate className={form}>
      <fieldset className={methods}>
        <legend>Anmelden mit</legend>
        <label>
          <input type="radio" value="customerNumber" {...register('method')} /> Kundennummer
        </label>
        <label>
          <input type="radio" value="email" {...register('method')} /> E-Mail-Adresse
        </label>
      </fieldset>
      <label htmlFor={ids.identifier}>{method === 'email' ? 'E-Mail-Adresse' : 'Kundennummer'}</label>
      <input
        id={ids.identifier}
        className={input}
        inputMode={method === 'email' ? 'email' : 'numeric'}
        autoComplete="username"
        aria-invalid={errors.identifier ? true : undefined}
        aria-describedby={errors.identifier ? `${ids.identifier}-error` : undefined}
        {...register('identifier', {
          validate: (value, values) => {
            const text = value.trim();
            if (values.method === 'email') return text === '' ? message('EMAIL_REQUIRED') : EMAIL.test(text) || message('EMAIL_INVALID');
            return text === '' ? message('FIELD_REQUIRED') : /^\d{6,8}$/.test(text) || message('CUSTOMER_NUMBER_INVALID');
          },
        })}
      />
      {errors.identifier && (
        <p id={`${ids.identifier}-error`} className={fieldError}>
          {errors.identifier.message}
        </p>
      )}
      <label htmlFor={ids.password}>Passwort</label>
      <input
        id={ids.password}
        type="password"
        className={input}
        autoComplete="current-password"
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={errors.password ? `${ids.password}-error` : undefined}
        {...register('password', { required: message('FIELD_REQUIRED') })}
      />
      {errors.password && (
        <p id={`${ids.password}-error`} className={fieldError}>
          {errors.password.message}
        </p>
      )}
      <div role="alert" className={alert}>
        {failure}
      </div>
      <button type="submit" className={submitButton} disabled={inFlight} aria-busy={inFlight}>
        {inFlight ? 'Anmeldung läuft …' : 'Anmelden'}
      </button>
    </form>
  );
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;
const methods = css`
  display: flex;
  gap: 1.5rem;
  margin: 0 0 0.5rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.25rem;
    font-weight: 700;
  }
  label {
    display: inline-flex;
    gap: 0.375rem;
    align-items: center;
    min-height: 44px;
  }
`;
const input = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  font: inherit;
  &[aria-invalid] {
    border: 2px solid var(--color-error);
  }
`;
const fieldError = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;
const alert = css`
  color: var(--color-error);
  &:empty {
    display: none;
  }
`;
const submitButton = css`
  min-height: 48px;
  margin-top: 0.75rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
