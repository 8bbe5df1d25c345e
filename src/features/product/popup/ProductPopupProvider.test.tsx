import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../../../tests/component/dialogs.ts';
import { getDataIdFor } from '../../../relay/dataId.ts';
import { createMockShopEnvironment } from '../../../relay/mockEnvironment.ts';
import { AddToBasketContext } from '../../../shop/context/addToBasket.ts';
import { useQuickBuy } from '../../../entities/product/quickBuy.ts';
import { ProductPopupProvider } from './ProductPopupProvider.tsx';

withModalDialogs();

const product = {
  id: 'P1',
  name: 'Trägerkleid »Langeoog«',
  displayNumber: '355646745',
  brand: { name: 'Mira Hellweg', image: null },
  images: [{ hash: 'p1-front', alt: null }],
  colors: [],
  sizeTables: [],
  price: { currency: 'EUR', min: 3999, old: 3999, saving: null, savingRange: false, priceRange: false, campaignHighlight: null },
  dimensions: [
    {
      id: 'P1-1',
      label: 'Blau',
      promotion: '45',
      variants: [
        {
          id: 'v-s',
          size: { label: 'S' },
          deliverabilityForwardingAgent: false,
          disposalService: false,
          availability: { key: 'available', state: 'available', quantity: 5, isSubsequentDelivery: false },
          price: { withTax: 3999, currency: 'EUR', reductions: [] },
        },
      ],
    },
  ],
};

/** The shop API from the schema's mock, answering the popup's query only when the test says so. */
function heldShopApi() {
  const answering = createMockShopEnvironment({ Product: () => product }).getNetwork();
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const network = Network.create((request, variables, cacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      void held.then(() => answering.execute(request, variables, cacheConfig).subscribe(sink));
    }),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()), getDataID: getDataIdFor('shop') });
  return { environment, answer: () => act(async () => answer()) };
}

/** A tile's quick-buy button. */
function QuickBuyButton() {
  const quickBuy = useQuickBuy();
  return (
    quickBuy && (
      <button type="button" disabled={quickBuy.loadingId !== null} onClick={() => quickBuy.open('P1')}>
        Schnell kaufen
      </button>
    )
  );
}

function renderProvider(environment: Environment, search: Record<string, string> = {}) {
  // The wishlist page offers quick buy whatever the experiment says.
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://www.example.de' },
    basePath: '',
    pageType: 'wishlist',
    urlParsed: { search },
  } as unknown as PageContext;
  render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <AddToBasketContext value={{ add: vi.fn() }}>
          <ProductPopupProvider>
            <QuickBuyButton />
          </ProductPopupProvider>
        </AddToBasketContext>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
}

describe('<ProductPopupProvider> (quick buy)', () => {
  it('from a tile: opens with the answer; meanwhile nothing opens and the quick-buy buttons wait', async () => {
    const api = heldShopApi();
    renderProvider(api.environment);
    await userEvent.click(screen.getByRole('button', { name: 'Schnell kaufen' }));
    expect(screen.getByRole('button', { name: 'Schnell kaufen' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await api.answer();
    const dialog = await screen.findByRole('dialog', { name: 'Schnellansicht' }, { timeout: 20_000 });
    expect(dialog.querySelector('[data-placeholder]')).toBeNull();
    expect((await within(dialog).findByRole('heading', { name: /Trägerkleid »Langeoog«/ })).tagName).toBe('H2');
    expect(within(dialog).getByRole('button', { name: 'In den Warenkorb' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schnell kaufen', hidden: true })).toHaveProperty('disabled', false));
    // The popup's code loads on the first quick buy, which takes a while on a busy machine.
  }, 30_000);

  it('?pop=: opens at once with the placeholder product in the final layout, then shows the product', async () => {
    const api = heldShopApi();
    renderProvider(api.environment, { pop: 'P1' });

    // Open before the answer: the buy box of the placeholder, nothing to add, no spinner.
    const dialog = await screen.findByRole('dialog', { name: 'Schnellansicht' }, { timeout: 20_000 });
    const placeholder = dialog.querySelector('[data-placeholder]');
    expect(placeholder).not.toBeNull();
    expect(placeholder?.hasAttribute('inert')).toBe(true);
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'In den Warenkorb' })).toHaveProperty('disabled', true);
    expect(placeholder?.querySelector('h2')?.textContent).toBe('');
    expect(within(dialog).getByRole('link', { name: 'Alle Produktdetails ansehen' })).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"] [aria-busy="true"]')).toBeNull();
    // The tiles wait meanwhile.
    expect(screen.getByRole('button', { name: 'Schnell kaufen', hidden: true })).toHaveProperty('disabled', true);

    await api.answer();
    expect((await within(dialog).findByRole('heading', { name: /Trägerkleid »Langeoog«/ })).tagName).toBe('H2');
    expect(dialog.querySelector('[data-placeholder]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'In den Warenkorb' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('radio', { name: /^S/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schnell kaufen', hidden: true })).toHaveProperty('disabled', false);
  }, 30_000);
});
