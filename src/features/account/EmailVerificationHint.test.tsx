import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import OverviewQuery, { type CustomerOverviewQuery } from './__generated__/CustomerOverviewQuery.graphql.ts';
import { EmailVerificationHint } from './EmailVerificationHint.tsx';
import { WithPageContext } from './testSupport.tsx';

const request = vi.fn();
vi.mock('./useAccountMutations.ts', () => ({ useRequestVerificationEmailMutation: () => request }));

function Harness() {
  const data = useLazyLoadQuery<CustomerOverviewQuery>(OverviewQuery, {});
  return <EmailVerificationHint customer={data.customer} />;
}

function renderHint(verificationState: string) {
  const environment = createMockShopEnvironment({ Customer: () => ({ verificationState, email: 'ida@example.de' }) });
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <WithPageContext>
        <Suspense fallback="…">
          <Harness />
        </Suspense>
      </WithPageContext>
    </RelayEnvironmentProvider>,
  );
}

describe('<EmailVerificationHint>', () => {
  beforeEach(() => request.mockReset());

  it('notVerified: asks for the confirmation e-mail and says it was sent', async () => {
    request.mockResolvedValueOnce({});
    const user = userEvent.setup();
    renderHint('notVerified');
    const region = await screen.findByRole('region', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail anfordern' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(region.querySelector('[role="status"]')?.textContent).toBe('Erfolgreich versendet.');
  });

  it('pending: offers to send again; a failure says so', async () => {
    request.mockRejectedValueOnce(new Error('500'));
    const user = userEvent.setup();
    renderHint('pending');
    await screen.findByRole('heading', { name: 'Die Bestätigungs-E-Mail wurde versendet' });
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(await screen.findByText('Es ist ein Fehler aufgetreten')).toBeTruthy();
  });

  it('withdrawn: no sending, customer service instead', async () => {
    renderHint('withdrawn');
    await screen.findByRole('heading', { name: 'E-Mails können nicht zugestellt werden' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Kundenservice' }).getAttribute('href')).toBe('/contact');
  });

  it('verified: nothing to say', async () => {
    const { container } = renderHint('verified');
    await vi.waitFor(() => expect(container.textContent).not.toBe('…'));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
