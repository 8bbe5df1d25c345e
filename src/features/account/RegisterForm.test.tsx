import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { RegisterForm } from './RegisterForm.tsx';

const register = vi.fn();
vi.mock('./useAccountMutations.ts', () => ({ useRegisterMutation: () => register }));

describe('<RegisterForm>', () => {
  it('asks for salutation, names, e-mail and a password with the hint; a taken address is said at the field', async () => {
    register.mockRejectedValueOnce(
      new ApiError({
        operationName: 'x',
        code: 'EMAIL_ALREADY_REGISTERED',
        extensions: { code: 'EMAIL_ALREADY_REGISTERED', fields: [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }] },
      }),
    );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    render(<RegisterForm onRegistered={onRegistered} />);
    expect(screen.getByText(/Ein sicheres Passwort hat mindestens 5 Zeichen/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByText('Bitte wählen Sie eine Anrede')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Divers' }));
    await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Alex');
    await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Brandt');
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna.becker@example.com');
    await user.type(screen.getByLabelText(/^Passwort/), 'Abc!2026');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText('Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({
      salutation: 'd',
      firstName: 'Alex',
      lastName: 'Brandt',
      email: 'anna.becker@example.com',
      dateOfBirth: null,
      password: 'Abc!2026',
    });
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
