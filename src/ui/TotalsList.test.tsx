import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TotalsList, TotalsNote } from './TotalsList.tsx';

describe('<TotalsList>', () => {
  it('lists each row as term and amount, the total last', () => {
    render(
      <TotalsList
        aria-label="Kosten"
        rows={[
          { key: 'articles', label: 'Summe Artikel', value: '49,90 €' },
          { key: 'shipping', label: 'Versandkosten', value: 'kostenlos' },
        ]}
        total={{
          label: (
            <>
              Gesamtsumme <TotalsNote>inkl. MwSt.</TotalsNote>
            </>
          ),
          value: '49,90 €',
        }}
      />,
    );
    const list = screen.getByLabelText('Kosten');
    expect(list.tagName).toBe('DL');
    const rows = [...list.querySelectorAll('[data-total]')].map((row) => [
      row.getAttribute('data-total'),
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['articles', 'Summe Artikel', '49,90 €'],
      ['shipping', 'Versandkosten', 'kostenlos'],
      ['total', 'Gesamtsumme inkl. MwSt.', '49,90 €'],
    ]);
    // The total row is set apart from the others.
    expect(list.lastElementChild!.className).not.toBe(list.firstElementChild!.className);
  });
});
