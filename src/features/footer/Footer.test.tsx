import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer.tsx';

const shop = { brand: 'Hansebrück', host: 'https://www.hansebrueck.de', locale: 'de-DE' };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ basePath: '', shop }) }));

const payments = () =>
  within(screen.getByRole('region', { name: shop.locale === 'de-DE' ? 'Bequem bezahlen' : 'Paiement facile' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('<Footer>', () => {
  it('advertises the payment options: invoice, instalments, payment pause and cash on delivery', () => {
    render(<Footer />);
    expect(payments()).toEqual(['Kauf auf Rechnung', 'Ratenkauf', 'Zahlpause', 'Nachnahme']);
    expect(screen.getByText('© Hansebrück')).toBeTruthy();
  });

  it('speaks the language of the shop', () => {
    shop.locale = 'fr-CH';
    try {
      render(<Footer />);
      expect(payments()).toEqual(['Paiement sur facture', 'Paiement échelonné', 'Paiement différé', 'Contre-remboursement']);
      const service = screen.getByRole('navigation', { name: 'Service' });
      expect(within(service).getByRole('link', { name: 'Questions fréquentes' }).getAttribute('href')).toBe('/content/faqs');
      expect(screen.getByRole('navigation', { name: 'Mentions légales' })).toBeTruthy();
    } finally {
      shop.locale = 'de-DE';
    }
  });
});
