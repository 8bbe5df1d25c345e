import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useFragment, useLazyLoadQuery } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it, vi } from 'vitest';
import { createMockShopEnvironment } from '../../../relay/mockEnvironment.ts';
import { AddToBasketContext, type AddToBasket } from '../../../shop/context/addToBasket.ts';
import PopupQuery, { type ProductPopupModalQuery } from '../popup/__generated__/ProductPopupModalQuery.graphql.ts';
import PopupView, { type ProductPopupView_product$key } from '../popup/__generated__/ProductPopupView_product.graphql.ts';
import { BuyBox } from './BuyBox.tsx';

// One colour in three sizes, listed out of order; M is sold out.
const variant = (id: string, label: string, quantity: number) => ({
  id,
  size: { label },
  deliverabilityForwardingAgent: false,
  disposalService: false,
  availability: { key: quantity > 0 ? 'available' : 'outsold', quantity, isSubsequentDelivery: false },
  price: { withTax: 3999, currency: 'EUR', reductions: [] },
});
const mocks = {
  Product: () => ({
    id: 'P1',
    name: 'Trägerkleid',
    displayNumber: '355646745',
    companyOfOrigin: null,
    sizeTables: [],
    colors: [],
    salesUnit: null,
    loyaltyPoints: null,
    price: {
      currency: 'EUR',
      min: 3999,
      max: 3999,
      old: 3999,
      saving: null,
      savingRange: false,
      priceRange: false,
      campaignHighlight: null,
    },
    dimensions: [
      { id: 'P1-1', label: 'Blau', promotion: '45', variants: [variant('v-l', 'L', 5), variant('v-s', 'S', 5), variant('v-m', 'M', 0)] },
    ],
  }),
};

// The buy box as the quick-buy popup shows it: its fragment read from the popup's query.
function Harness() {
  const data = useLazyLoadQuery<ProductPopupModalQuery>(PopupQuery, { id: 'P1', locale: 'de-DE' });
  const view = useFragment<ProductPopupView_product$key>(PopupView, data.popupProductById);
  return view && <BuyBox product={view} context="popup" />;
}

function renderBuyBox(
  add: AddToBasket['add'],
  brand: { name: string; image: string | null } = { name: 'Mira Hellweg', image: 'brand-mira-hellweg' },
) {
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://www.example.de' },
    basePath: '',
    urlParsed: { search: {} },
  } as unknown as PageContext;
  render(
    <RelayEnvironmentProvider environment={createMockShopEnvironment({ ...mocks, Product: () => ({ ...mocks.Product(), brand }) })}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <AddToBasketContext value={{ add }}>
          <Suspense fallback="…">
            <Harness />
          </Suspense>
        </AddToBasketContext>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
  return screen.findByRole('group', { name: 'Größe' });
}

describe('<BuyBox>', () => {
  it("shows the brand's logo, 96 px high at quality 80, named by the brand", async () => {
    await renderBuyBox(vi.fn());
    const logo = screen.getByRole('img', { name: 'Mira Hellweg' });
    expect(logo.getAttribute('src')).toBe('/images/brand-mira-hellweg?h=96&q=80');
    expect(logo.getAttribute('height')).toBe('48');
  });

  it('names a brand without a logo in text', async () => {
    await renderBuyBox(vi.fn(), { name: 'Hansebrück', image: null });
    expect(screen.queryByRole('img', { name: 'Hansebrück' })).toBeNull();
    expect(screen.getByText('Hansebrück').tagName).toBe('P');
  });

  it('lists the sizes in size order and marks the sold-out one', async () => {
    const sizes = await renderBuyBox(vi.fn());
    const radios = within(sizes).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['S', 'M – ausverkauft', 'L']);
    expect(radios[1]!.closest('label')?.hasAttribute('data-soldout')).toBe(true);
    expect(radios[0]!.closest('label')?.hasAttribute('data-soldout')).toBe(false);
  });

  it('asks for a size before adding, without calling the basket', async () => {
    const add = vi.fn();
    await renderBuyBox(add);
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Größe');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the chosen size through the layout’s add to basket and confirms it', async () => {
    const add = vi.fn<AddToBasket['add']>().mockResolvedValue({ ok: true });
    const sizes = await renderBuyBox(add);
    await userEvent.click(within(sizes).getByRole('radio', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(add).toHaveBeenCalledWith('v-s', '45', 1, undefined);
    expect(await screen.findByRole('button', { name: 'Hinzugefügt' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Der Artikel wurde in den Warenkorb gelegt. Zum Warenkorb');
    // The next stop after the button leads on to the basket.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(screen.getByRole('status')).getByRole('link', { name: 'Zum Warenkorb' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/basket');
  });
});
