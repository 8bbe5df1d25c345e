import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterUpdateForm } from './NewsletterUpdateForm.tsx';

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ basePath: '', shop: { host: 'https://www.hansebrueck.de', locale: 'de-DE' } }),
}));

// A guest: the form starts empty and nothing is sent in this test.
const environment = new Environment({
  network: Network.create(() => Observable.from(new Promise(() => undefined))),
  store: new Store(new RecordSource()),
});

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('NewsletterUpdateForm', () => {
  it('flags a wrong first name when the shopper leaves it and drops the message once it is corrected', async () => {
    const user = userEvent.setup();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <NewsletterUpdateForm />
      </RelayEnvironmentProvider>,
    );
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    await user.type(firstName, 'Anna1');
    await user.tab();
    expect(description(firstName)).toBe('Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    await user.type(firstName, '{Backspace}');
    expect(description(firstName)).toBe('');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(description(firstName)).toBe('');
    // The e-mail address, required, was never visited: it says nothing before the submit.
    expect(screen.queryByText('Dies ist ein Pflichtfeld')).toBeNull();
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }).getAttribute('aria-invalid')).toBeNull();
  });
});
