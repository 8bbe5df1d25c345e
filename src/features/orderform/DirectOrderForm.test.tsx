import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { DOF_COUNT_EVENT, DOF_LINES_KEY } from '../../shop/context/orderFormCount.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { DirectOrderForm } from './DirectOrderForm.tsx';

const variant = (id: string, label: string, quantity: number) => ({
  id,
  size: { label },
  availability: { quantity },
  price: { withTax: 2999, currency: 'EUR' },
});

// Every number finds the same article: S with 4 pieces, M sold out. The submit refuses the
// first line for stock and adds the second.
const mocks = {
  DirectOrderFormArticle: () => ({
    displayNumber: '512345101',
    product: { id: 'P1', name: 'Strickjacke', images: [] },
    dimension: { id: 'P1-1', label: 'Blau', variants: [variant('v-s', 'S', 4), variant('v-m', 'M', 0)] },
  }),
  DirectOrderFormResult: () => ({
    basket: { id: 'basket', count: 1 },
    addedLines: [1],
    lineErrors: [{ index: 0, code: 'DOF_QUANTITY_MORE_THAN_STOCK', params: [{ name: 'stock', value: '4' }] }],
  }),
};

function renderForm(locale = 'de-DE') {
  const pageContext = {
    shop: { locale, host: 'https://www.example.de' },
    basePath: '',
    urlParsed: { search: {} },
  } as unknown as PageContext;
  render(
    <RelayEnvironmentProvider environment={createMockShopEnvironment(mocks)}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ToastProvider routeKey="/directorderform">
          <DirectOrderForm />
        </ToastProvider>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
}

const line = (n: number) => within(screen.getByRole('group', { name: `Artikel ${n}` }));

afterEach(() => localStorage.clear());

describe('direct order form', () => {
  it('offers the sizes with availability, applies the stock rule, and keeps refused lines with their message', async () => {
    const user = userEvent.setup();
    const counts: number[] = [];
    const listener = (event: Event) => counts.push((event as CustomEvent<{ newCount: number }>).detail.newCount);
    window.addEventListener(DOF_COUNT_EVENT, listener);
    renderForm();

    await user.type(line(1).getByRole('textbox', { name: 'Artikelnummer' }), '512345101');
    expect(line(1).getByRole<HTMLInputElement>('textbox', { name: 'Artikelnummer' }).value).toBe('512.345.101');
    expect(await line(1).findByText('Strickjacke')).toBeTruthy();
    expect(line(1).getByText('Farbe: Blau')).toBeTruthy();
    expect(line(1).getByRole<HTMLOptionElement>('option', { name: 'M – ausverkauft' }).disabled).toBe(true);
    await user.selectOptions(line(1).getByRole('combobox', { name: 'Größe' }), 'v-s');
    const quantity = line(1).getByRole('spinbutton', { name: 'Menge' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(line(1).getByText('Nur noch 4 Artikel auf Lager')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    await user.type(line(2).getByRole('textbox', { name: 'Artikelnummer' }), '512345101');
    await line(2).findByText('Strickjacke');
    await user.selectOptions(line(2).getByRole('combobox', { name: 'Größe' }), 'v-s');
    expect(counts.at(-1)).toBe(6);

    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Die gewählte Menge übersteigt unseren Lagerbestand.')).toBeTruthy();
    // The toast's code loads with the first toast.
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeTruthy();
    // The added second line is gone, the refused one stays with its quantity and message.
    expect(line(1).getByRole<HTMLInputElement>('spinbutton', { name: 'Menge' }).value).toBe('5');
    expect(line(1).getAllByText('Nur noch 4 Artikel auf Lager')).toHaveLength(1);
    expect(line(2).getByRole<HTMLInputElement>('textbox', { name: 'Artikelnummer' }).value).toBe('');
    expect(JSON.parse(localStorage.getItem(DOF_LINES_KEY) ?? '[]')).toEqual([
      { displayNumber: '512.345.101', variantId: 'v-s', quantity: 5 },
    ]);
    expect(counts.at(-1)).toBe(5);
    window.removeEventListener(DOF_COUNT_EVENT, listener);
  });

  it("is worded in the shop's language", async () => {
    const user = userEvent.setup();
    renderForm('nl-NL');
    const first = within(screen.getByRole('group', { name: 'Artikel 1' }));
    await user.type(first.getByRole('textbox', { name: 'Artikelnummer' }), '512345101');
    expect(await first.findByText('Kleur: Blau')).toBeTruthy();
    expect(first.getByRole('option', { name: 'M – uitverkocht' })).toBeTruthy();
    expect(first.getByRole('combobox', { name: 'Maat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'In winkelmand' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Artikel 1 verwijderen' })).toBeTruthy();
  });

  it('refuses to send an empty form', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
  });
});
