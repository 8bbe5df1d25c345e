import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { DataProtectionText } from './DataProtectionText.tsx';
import { NewsletterSubscribeForm } from './NewsletterSubscribeForm.tsx';
import { SupportInfo } from './SupportInfo.tsx';
import { TrackAndTraceSearch } from './TrackAndTraceSearch.tsx';
import { trackingTexts } from './trackingTexts.ts';

// The service pages read their texts from the catalogue: a shop in another language gets them in its own.

function renderIn(locale: string, children: ReactNode) {
  const pageContext = {
    shop: { locale, brand: 'Hansebrück', host: 'https://www.hansebrueck.cz', servicePhone: '800 100 200' },
    basePath: '',
  } as unknown as PageContext;
  render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RelayEnvironmentProvider environment={createMockShopEnvironment({ SupportIds: () => ({ serviceId: 'S1', cookieId: 'C1' }) })}>
        <ToastProvider routeKey="/">{children}</ToastProvider>
      </RelayEnvironmentProvider>
    </VikeReactProviderPageContext>,
  );
}

describe("the service pages in the shop's language", () => {
  it('the newsletter form in Czech, its links inside the sentences', () => {
    renderIn('cs-CZ', <NewsletterSubscribeForm voucher="250 Kč" />);
    expect(screen.getByRole('form', { name: 'Přihlášení k newsletteru' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Paní' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ochrana osobních údajů' })[0]!.closest('p')?.textContent).toBe(
      'Přihlášením souhlasíte se zasíláním nabídek e-mailem; souhlas můžete kdykoli odvolat odkazem v newsletteru. Ochrana osobních údajů',
    );
  });

  it('the consent in French, with the brand and its three links in place', () => {
    renderIn('fr-CH', <DataProtectionText />);
    const long = screen.getByRole('link', { name: 'Se désabonner de la newsletter' }).closest('p')!;
    expect(long.textContent).toContain('des offres, tendances et promotions de Hansebrück.');
    expect(long.textContent).toContain('sur la page Se désabonner de la newsletter. Pour savoir');
    expect(long.textContent).toMatch(/rendez-vous sur Newsletter\.$/);
  });

  it('the shipment search in Swedish', () => {
    renderIn('sv-SE', <TrackAndTraceSearch focus="shipments" />);
    expect(screen.getByRole('form', { name: 'Sök försändelse' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Ordernummer/ })).toBeTruthy();
    expect(screen.getByText('Behövs inte om du är inloggad')).toBeTruthy();
  });

  it('the support identifiers in Dutch', async () => {
    renderIn('nl-NL', <SupportInfo />);
    expect(await screen.findByText('S1')).toBeTruthy();
    expect(screen.getByText('Service-ID')).toBeTruthy();
    // The link's own note for screen readers comes from src/ui.
    expect(screen.getByText('service@hansebrueck.cz').closest('p')?.textContent).toMatch(
      /^Stuur ons deze gegevens via de chat of per e-mail naar service@hansebrueck\.cz.*\. Zo kunnen we je sneller helpen\.$/,
    );
  });

  it('counts returned pieces with the Czech and Slovak plural forms', () => {
    const item = (locale: string, quantity: number) => trackingTexts(locale).trackingReturnItem({ name: 'Šaty', size: '38', quantity });
    expect([1, 2, 5].map((quantity) => item('cs-CZ', quantity))).toEqual([
      'Šaty, velikost 38, 1 kus',
      'Šaty, velikost 38, 2 kusy',
      'Šaty, velikost 38, 5 kusů',
    ]);
    expect(item('sk-SK', 3)).toBe('Šaty, veľkosť 38, 3 kusy');
    expect(item('de-DE', 2)).toBe('Šaty, Größe 38, 2 Stück');
    expect(item('de-CH', 2)).toBe('Šaty, Grösse 38, 2 Stück');
  });
});
