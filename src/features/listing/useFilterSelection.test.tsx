import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingFilters_listing$data } from './__generated__/ListingFilters_listing.graphql.ts';
import { PRICE_FORM_FIELDS } from './listingUrl.ts';
import { useFilterSelection } from './useFilterSelection.ts';

const value = (id: string, selected = false) => ({ id, name: id, count: 3, selected, colorCode: null });
const data = {
  filters: [
    { id: 'sale', name: 'Sale', type: 'toggle', values: [value('true')], range: null },
    { id: 'colour', name: 'Farbe', type: 'multi', values: [value('rot', true), value('blau', true)], range: null },
    { id: 'price', name: 'Preis', type: 'range', values: [], range: { min: 999, max: 12999 } },
  ],
  activeFilters: [
    { id: 'colour', values: ['rot', 'blau'] },
    { id: 'price', values: ['1000-5000'] },
  ],
} as unknown as ListingFilters_listing$data;

/** A form like the filter form: the kept search term, the chosen colours, a price field. */
function Harness({ onApply }: { onApply: (href: string) => void }) {
  const { activeCount, toggles, others, activeValue, onSubmit, onChange } = useFilterSelection(data, '/damen-mode', onApply);
  return (
    <form aria-label="Filter" onSubmit={onSubmit} onChange={onChange}>
      <p>{`${activeCount} aktiv; ${toggles.map((f) => f.id)} | ${others.map((f) => f.id).join(',')}; Preis ${activeValue('price')}`}</p>
      <input type="hidden" name="sort" value="priceAsc" />
      <input type="checkbox" name="colour" value="rot" aria-label="rot" defaultChecked />
      <input type="checkbox" name="colour" value="gruen" aria-label="grün" />
      <input name={PRICE_FORM_FIELDS.min} aria-label="von" defaultValue="" />
      <button type="submit">Filter anwenden</button>
    </form>
  );
}

describe('useFilterSelection', () => {
  it('counts the chosen values and keeps the toggles apart', () => {
    render(<Harness onApply={() => {}} />);
    expect(screen.getByText('3 aktiv; sale | colour,price; Preis 1000-5000')).toBeTruthy();
  });

  it('applies a checkbox at once, as a listing URL back on page 1', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.click(screen.getByLabelText('grün'));
    expect(onApply).toHaveBeenCalledWith('/damen-mode?colour=rot,gruen&sort=priceAsc');
  });

  it('waits for the submit to apply a typed price', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('von'), { target: { value: '20' } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('form', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledWith('/damen-mode?colour=rot&price=2000-&sort=priceAsc');
  });
});
