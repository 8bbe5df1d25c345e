import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { hasLoginMarker } from '../../shop/context/loginMarker.ts';
import { LoginForm } from './LoginForm.tsx';
import { WithPageContext } from './testSupport.tsx';

// The mutation is the API's part (covered by the contract and e2e tests); here only the form.
const login = vi.fn();
vi.mock('./useLoginMutation.ts', () => ({ useLoginMutation: () => ({ login, inFlight: false }) }));

const loginFailed = new ApiError({ operationName: 'useLoginMutation', code: 'LOGIN_FAILED', extensions: { code: 'LOGIN_FAILED' } });

describe('<LoginForm>', () => {
  beforeEach(() => {
    login.mockReset();
    localStorage.clear();
  });

  it('checks the identifier by the chosen method, in German, before sending', async () => {
    const user = userEvent.setup();
    render(<LoginForm onLoggedIn={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Kundennummer' }), '123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Die Kundennummer besteht aus 6 - 8 Ziffern')).toBeTruthy();
    expect(screen.getByText('Dies ist ein Pflichtfeld')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'E-Mail-Adresse' }));
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.clear(email);
    await user.type(email, 'anna.becker@beispiel');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('says a refused login above the button, keeps the input, and sends once', async () => {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => undefined;
    login.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    const onLoggedIn = vi.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Kundennummer' }), ' 40512873 ');
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith('customerNumber', '40512873', 'falsch');

    refuse(loginFailed);
    await screen.findByText(/^Die Anmeldung ist fehlgeschlagen/);
    expect(screen.getByRole('alert').textContent).toMatch(/^Die Anmeldung ist fehlgeschlagen/);
    expect((screen.getByRole('textbox', { name: 'Kundennummer' }) as HTMLInputElement).value).toBe(' 40512873 ');
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('falsch');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('starts the session and reports the login, keeping no token (the server has it)', async () => {
    const user = userEvent.setup();
    login.mockResolvedValueOnce({ customerNumber: '40512873' });
    const onLoggedIn = vi.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Kundennummer' }), '40512873');
    await user.type(screen.getByLabelText('Passwort'), 'Sommer2026!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(hasLoginMarker()).toBe(true);
    expect(document.cookie).not.toContain('shop_auth');
  });

  it("is labelled in the shop's language", () => {
    render(
      <WithPageContext locale="cs-CZ">
        <LoginForm onLoggedIn={vi.fn()} />
      </WithPageContext>,
    );
    expect(screen.getByRole('form', { name: 'Přihlásit se' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'E-mailová adresa' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Zákaznické číslo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeTruthy();
  });
});
