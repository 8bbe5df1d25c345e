import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer.tsx';

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ basePath: '', shop: { brand: 'Hansebrück', host: 'https://www.hansebrueck.de' } }),
}));

describe('<Footer>', () => {
  it('advertises the payment options: invoice, instalments, payment pause and cash on delivery', () => {
    render(<Footer />);
    const payment = screen.getByRole('region', { name: 'Bequem bezahlen' });
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kauf auf Rechnung', 'Ratenkauf', 'Zahlpause', 'Nachnahme']);
    expect(screen.getByText('© Hansebrück')).toBeTruthy();
  });
});
