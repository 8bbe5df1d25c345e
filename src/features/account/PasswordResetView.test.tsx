import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { PasswordResetView } from './PasswordResetView.tsx';
import { WithPageContext } from './testSupport.tsx';

const reset = vi.fn();
vi.mock('./useAccountMutations.ts', () => ({ useResetPasswordMutation: () => reset }));

const renderView = (token = 'reset-40512873-1', locale = 'de-DE') =>
  render(
    <WithPageContext locale={locale}>
      <PasswordResetView token={token} />
    </WithPageContext>,
  );

describe('<PasswordResetView>', () => {
  beforeEach(() => reset.mockReset());

  it('checks length and repetition before sending', async () => {
    const user = userEvent.setup();
    renderView();
    const first = screen.getByLabelText(/^Neues Passwort\W*$/);
    await user.type(first, 'abc');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByText('Bitte geben Sie mindestens 5 Zeichen ein')).toBeTruthy();
    await user.type(first, 'defg');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
  });

  it('an invalid or used link shows the error headline and text', async () => {
    reset.mockRejectedValueOnce(new ApiError({ operationName: 'x', code: 'PASSWORD_RESET_FAILED' }));
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText(/^Neues Passwort\W*$/), 'Winter!27');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Winter!27');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('heading', { name: 'Das Passwort konnte nicht geändert werden' })).toBeTruthy();
    expect(screen.getByText('Bitte klicken Sie noch einmal auf den Link in der E-Mail oder fordern Sie eine neue E-Mail an.')).toBeTruthy();
    expect(reset).toHaveBeenCalledWith('reset-40512873-1', 'Winter!27');
  });

  it('a link without token is an error at once', () => {
    renderView('');
    expect(screen.getByRole('heading', { name: 'Das Passwort konnte nicht geändert werden' })).toBeTruthy();
  });

  it('other failures keep what was typed', async () => {
    reset.mockRejectedValueOnce(new ApiError({ operationName: 'x', code: 'INTERNAL_SERVER_ERROR', status: 500 }));
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByLabelText(/^Neues Passwort\W*$/), 'Winter!27');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Winter!27');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByLabelText(/^Neues Passwort\W*$/) as HTMLInputElement).value).toBe('Winter!27');
  });

  it("checks the repetition in the shop's language", async () => {
    const user = userEvent.setup();
    renderView('reset-40512873-1', 'sv-SE');
    await user.type(screen.getByLabelText(/^Nytt lösenord\W*$/), 'abcdefg');
    await user.type(screen.getByLabelText(/^Upprepa nytt lösenord/), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(screen.getByText('Lösenorden stämmer inte överens')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
  });
});
