import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { NewsletterSubscribeForm } from './NewsletterSubscribeForm.tsx';
import { COPY_RESET_MS, VoucherCode } from './VoucherCode.tsx';

const pageContext = {
  shop: {
    brand: 'Hansebrück',
    host: 'https://www.hansebrueck.de',
    servicePhone: '0800 723 41 00',
    locale: 'de-DE',
    currency: 'EUR',
    newsletterVoucher: 1000,
  },
  basePath: '',
} as unknown as PageContext;

/** An environment whose answers the test decides; it counts what was sent. */
function environmentAnswering(answer: (variables: Record<string, unknown>) => Promise<GraphQLResponse>) {
  const sent: Array<Record<string, unknown>> = [];
  const network = Network.create((_request, variables) => {
    sent.push(variables);
    return Observable.from(answer(variables));
  });
  return { sent, environment: new Environment({ network, store: new Store(new RecordSource()) }) };
}

function Providers({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RelayEnvironmentProvider environment={environment}>
        <ToastProvider routeKey="/">{children}</ToastProvider>
      </RelayEnvironmentProvider>
    </VikeReactProviderPageContext>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('radio', { name: 'Frau' }));
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), email);
  await user.type(screen.getByRole('textbox', { name: 'Tag' }), '15');
  await user.type(screen.getByRole('textbox', { name: 'Monat' }), '6');
  await user.type(screen.getByRole('textbox', { name: 'Jahr' }), '1990');
}

describe('NewsletterSubscribeForm', () => {
  it('sends once however often it is clicked, then says "Nur noch ein Schritt"', async () => {
    const user = userEvent.setup();
    let resolve!: (response: GraphQLResponse) => void;
    const { sent, environment } = environmentAnswering(() => new Promise((r) => (resolve = r)));
    render(<NewsletterSubscribeForm voucher="10 €" />, {
      wrapper: ({ children }) => <Providers environment={environment}>{children}</Providers>,
    });
    await fill(user, 'lea@example.de');
    const button = screen.getByRole('button', { name: 'Jetzt anmelden' });
    await user.click(button);
    await user.click(button);
    expect(sent).toEqual([{ input: { email: 'lea@example.de', salutation: 'f', birthday: '1990-06-15' } }]);
    await act(async () => resolve({ data: { newsletterSubscribe: { status: 'pending' } } }));
    expect(await screen.findByRole('heading', { name: 'Nur noch ein Schritt' })).toBe(document.activeElement);
    // The shop's welcome voucher, in its currency.
    expect(screen.getByText(/Danach erhalten Sie Ihren 10 € Gutschein\.$/)).toBeTruthy();
  });

  it('asks for the birthday, so the minimum age cannot be skipped by leaving it empty', async () => {
    const user = userEvent.setup();
    const { sent, environment } = environmentAnswering(() => Promise.resolve({ data: { newsletterSubscribe: { status: 'pending' } } }));
    render(<NewsletterSubscribeForm voucher="10 €" />, {
      wrapper: ({ children }) => <Providers environment={environment}>{children}</Providers>,
    });
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'lea@example.de');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByText('Dies ist ein Pflichtfeld')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows NEWSLETTER_SUBSCRIBE_FAILED for any failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { environment } = environmentAnswering(() =>
      Promise.reject(new ApiError({ operationName: 'NewsletterSubscribeMutation', code: 'BAD_GATEWAY', status: 502 })),
    );
    render(<NewsletterSubscribeForm voucher="10 €" />, {
      wrapper: ({ children }) => <Providers environment={environment}>{children}</Providers>,
    });
    await fill(user, 'lea@example.de');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveProperty('value', 'lea@example.de');
  });
});

describe('VoucherCode', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the code, says "Kopiert" for 3.5 s, then offers copying again; the toast says "Aktionscode kopiert"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After setup: user-event puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { environment } = environmentAnswering(() => Promise.reject(new Error('no calls')));
    render(<VoucherCode code="NL10-ABC123" voucher="10 €" />, {
      wrapper: ({ children }) => <Providers environment={environment}>{children}</Providers>,
    });
    expect(screen.getByText('Ihr 10 € Gutschein-Code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Code NL10-ABC123 kopieren' }));
    expect(writeText).toHaveBeenCalledWith('NL10-ABC123');
    expect(screen.getByRole('button', { name: 'Kopiert' })).toBeTruthy();
    // No waiting in real time before the timed steps: the fake clock follows the real one.
    await act(async () => vi.advanceTimersByTime(COPY_RESET_MS - 100));
    expect(screen.getByRole('button', { name: 'Kopiert' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Code NL10-ABC123 kopieren' })).toBeTruthy();
    // The toast's code loads with the first toast; a toast stays 15 s.
    expect(await screen.findByText('Aktionscode kopiert')).toBeTruthy();
    expect(screen.getByText('Codes können bei der Bezahlung eingelöst werden.')).toBeTruthy();
  });
});
