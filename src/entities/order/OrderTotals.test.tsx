import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './OrderTotals.tsx';
import type { Totals } from './totals.ts';

const TOTALS: Totals = {
  articles: 4990,
  shipping: 0,
  freight: 0,
  cashOnDelivery: 0,
  express: 0,
  instalmentSurcharge: 0,
  paymentPauseSurcharge: 0,
  voucherDiscount: -500,
  disposalService: 0,
  total: 4490,
};

const rowsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-total]')].map((row) => [
    row.getAttribute('data-total'),
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe('<OrderTotals>', () => {
  it('lists the lines that apply, free shipping as kostenlos, and the total including VAT last', () => {
    render(<OrderTotals aria-label="Kosten" totals={TOTALS} currency="EUR" locale="de-DE" />);
    expect(rowsOf(screen.getByLabelText('Kosten'))).toEqual([
      ['articles', 'Summe Artikel', '49,90\u00a0€'],
      ['shipping', 'Versandkosten', 'kostenlos'],
      ['voucherDiscount', expect.any(String), '-5,00\u00a0€'],
      ['total', 'Gesamtsumme inkl. MwSt.', '44,90\u00a0€'],
    ]);
  });

  it("words the lines in the shop's language", () => {
    render(<OrderTotals aria-label="Coûts" totals={TOTALS} currency="CHF" locale="fr-CH" />);
    expect(rowsOf(screen.getByLabelText('Coûts')).map(([key, label]) => [key, label])).toEqual([
      ['articles', 'Total articles'],
      ['shipping', 'Frais de port'],
      ['voucherDiscount', 'Bon de réduction'],
      ['total', 'Total TVA incl.'],
    ]);
    expect(screen.getByText('gratuit')).toBeTruthy();
  });

  it("shows a line's label as the caller makes it", () => {
    const { container } = render(
      <OrderTotals
        data-testid="totals"
        totals={TOTALS}
        currency="EUR"
        locale="de-DE"
        lineLabel={(line) => (line.key === 'shipping' ? <button type="button">{line.label}</button> : line.label)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Versandkosten' })).toBeDefined();
    expect(container.querySelector('[data-testid="totals"]')?.tagName).toBe('DL');
  });
});
