import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';
import { WithPageContext } from './testSupport.tsx';

const verify = vi.fn();
vi.mock('./useAccountMutations.ts', () => ({ useVerifyEmailMutation: () => verify }));

describe('<EmailVerificationPage>', () => {
  it('calls a link without a token invalid, without asking the API', () => {
    render(
      <WithPageContext>
        <EmailVerificationPage />
      </WithPageContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Der Bestätigungslink ist ungültig');
    expect(screen.getByRole('link', { name: 'Zum Kundenkonto' })).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it("answers in the shop's language", async () => {
    verify.mockResolvedValueOnce('pending');
    render(
      <WithPageContext locale="sk-SK" search={{ token: 'verify-pending' }}>
        <EmailVerificationPage />
      </WithPageContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Potvrdenie e-mailovej adresy');
    expect(await screen.findByRole('heading', { name: 'Potvrdenie zatiaľ chýba' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pokračovať v nákupe' })).toBeTruthy();
  });
});
