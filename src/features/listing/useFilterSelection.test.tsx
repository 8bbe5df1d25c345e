import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FilterOption } from './FilterOption.tsx';
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
  const { formRef, activeCount, toggles, others, activeValue, onSubmit, onChange } = useFilterSelection(data, '/damen-mode', onApply);
  return (
    <form ref={formRef} aria-label="Filter" onSubmit={onSubmit} onChange={onChange}>
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

  it('applies boxes ticked before hydration once, when the page hydrates', async () => {
    const onApply = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness onApply={onApply} />);
    document.body.append(container);
    const green = container.querySelector<HTMLInputElement>('input[value="gruen"]')!;
    green.checked = true;
    await act(async () => {
      hydrateRoot(container, <Harness onApply={onApply} />);
    });
    expect(onApply).toHaveBeenCalledExactlyOnceWith('/damen-mode?colour=rot,gruen&sort=priceAsc');
    // The same click announced again (a replayed change event) asks for nothing more.
    fireEvent.click(green);
    fireEvent.click(green);
    expect(onApply.mock.calls.map(([href]) => href)).toEqual([
      '/damen-mode?colour=rot,gruen&sort=priceAsc',
      '/damen-mode?colour=rot&sort=priceAsc',
      '/damen-mode?colour=rot,gruen&sort=priceAsc',
    ]);
    container.remove();
  });

  it('asks nothing at hydration when no box was touched', async () => {
    const onApply = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness onApply={onApply} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Harness onApply={onApply} />);
    });
    expect(onApply).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('FilterOption', () => {
  const option = (selected: boolean) => <FilterOption filterId="colour" value={value('gruen', selected)} />;

  it('writes its name and count as whole text, without markers between parts', () => {
    const html = renderToString(option(false));
    expect(html).not.toContain('<!--');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('label')!.textContent).toBe('gruen (3)');
  });

  it('keeps a box clicked before hydration, then follows the listing when it changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(option(false));
    document.body.append(container);
    const box = container.querySelector('input')!;
    box.checked = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, option(false));
    });
    expect(box.checked).toBe(true);
    await act(async () => root!.render(option(true)));
    await act(async () => root!.render(option(false)));
    expect(box.checked).toBe(false);
    act(() => root!.unmount());
    container.remove();
  });
});
