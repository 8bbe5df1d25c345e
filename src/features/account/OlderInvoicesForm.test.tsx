import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { OlderInvoicesForm } from './OlderInvoicesModal.tsx';

const request = vi.fn();
vi.mock('./useAccountMutations.ts', () => ({ useRequestOlderInvoicesMutation: () => request }));

describe('<OlderInvoicesForm>', () => {
  it('a login that ran out says so and keeps what was typed; the next try is sent', async () => {
    request.mockRejectedValueOnce(new ApiError({ operationName: 'x', code: 'UNAUTHENTICATED', status: 401 }));
    request.mockResolvedValueOnce({ requestOlderInvoices: { success: true } });
    const user = userEvent.setup();
    render(<OlderInvoicesForm />);
    const field = screen.getByRole('textbox', { name: /Welcher Zeitraum/ });
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect(screen.getByText('Dies ist ein Pflichtfeld')).toBeTruthy();
    await user.type(field, 'Jahr 2024');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect((field as HTMLInputElement).value).toBe('Jahr 2024');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect(await screen.findByText('Vielen Dank! Wir senden Ihnen die gewünschten Rechnungen per Post.')).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith('Jahr 2024');
  });
});
