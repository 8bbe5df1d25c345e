import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { RelayEnvironmentProvider } from 'react-relay';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { BasketScreen } from './BasketScreen.tsx';

const item = (patch: Record<string, unknown>) => ({
  id: 'basket-line-v1',
  productId: 'P1',
  variantId: 'v1',
  dimensionId: 'P1-1',
  name: 'Trägerkleid',
  brand: 'Ostwind',
  displayNumber: '307272290',
  colorLabel: 'koralle',
  sizeLabel: '42',
  quantity: 2,
  price: 3399,
  oldPrice: 0,
  total: 6798,
  image: null,
  availability: { key: 'midOfMarch', state: 'deliverable', color: 'yellow', value: null },
  deliverabilityForwardingAgent: false,
  isFreeGift: false,
  allowsDisposalService: false,
  maxQuantity: 18,
  ...patch,
});

const noCosts = {
  shipping: 0,
  freight: 0,
  cashOnDelivery: 0,
  express: 0,
  instalmentSurcharge: 0,
  paymentPauseSurcharge: 0,
  voucherDiscount: 0,
  disposalService: 0,
};

function renderBasket(
  basket: Record<string, unknown>,
  props: ComponentProps<typeof BasketScreen> = {},
  mutations: Record<string, unknown> = {},
  locale = 'de-DE',
) {
  const environment = createMockShopEnvironment(
    {
      Basket: () => ({
        id: 'basket',
        disposalService: null,
        freeGift: null,
        loyaltyPoints: 0,
        shippingFlatRate: { amount: 595, validUntil: null, expiredOn: '2026-10-15' },
        limits: { quantityLimitPerArticle: 20, basketMaxItems: 50, minOrderValue: 1000, minOrderValueFreeGift: 5000 },
        ...basket,
      }),
    },
    { Mutation: mutations },
  );
  const pageContext = {
    shop: { locale, servicePhone: '0800 723 41 00', host: 'https://www.example.de' },
    basePath: '',
    urlParsed: { search: {} },
  } as unknown as PageContext;
  render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ToastProvider routeKey="/basket">
          <BasketScreen {...props} />
        </ToastProvider>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
  return screen.findByTestId('basket');
}

describe('BasketScreen', () => {
  it('shows lines with delivery text, reduced prices, free gifts and only the cost lines that apply', async () => {
    const basket = await renderBasket({
      count: 3,
      items: [
        item({ oldPrice: 3999 }),
        item({
          id: 'basket-line-g',
          name: 'Gästehandtuch-Set',
          isFreeGift: true,
          quantity: 1,
          price: 0,
          total: 0,
          oldPrice: 1299,
          availability: { key: 'available', state: 'available', color: 'green', value: null },
        }),
      ],
      hints: [{ code: 'BASKET_COUPON', params: [] }],
      totals: { currency: 'EUR', articles: 6798, total: 8588, ...noCosts, freight: 1790 },
    });
    const [dress, gift] = within(basket).getAllByTestId('basket-item');
    expect(within(dress!).getByTestId('basket-item-availability').textContent).toBe('lieferbar Mitte März');
    expect(dress!.textContent).toContain('Artikelnummer: 307.272.290');
    expect(dress!.querySelector('s')?.textContent).toBe('statt 39,99\u00a0€');
    expect(within(gift!).getByText('Gratisartikel')).toBeTruthy();
    expect(within(dress!).getByRole('button', { name: 'Trägerkleid ändern' })).toBeTruthy();
    expect(within(gift!).queryByRole('button', { name: /ändern$/ })).toBeNull();
    const totals = screen.getByTestId('basket-totals');
    expect([...totals.querySelectorAll('[data-total]')].map((row) => row.getAttribute('data-total'))).toEqual([
      'articles',
      'shipping',
      'freight',
      'total',
    ]);
    expect(screen.getByTestId('basket-flat-rate').textContent).toBe('Ihre Versandkosten-Flatrate ist am 15.10.2026 abgelaufen.');
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows a coupon redeemed at the end of checkout as the voucher line, above the total', async () => {
    await renderBasket({
      count: 2,
      items: [item({})],
      hints: [{ code: 'BASKET_COUPON', params: [] }],
      totals: { currency: 'EUR', articles: 6798, total: 5798, ...noCosts, voucherDiscount: -1000 },
    });
    const rows = [...screen.getByTestId('basket-totals').querySelectorAll('[data-total]')];
    expect(rows.map((row) => row.getAttribute('data-total'))).toEqual(['articles', 'shipping', 'voucherDiscount', 'total']);
    expect(rows[2]!.textContent).toBe('Gutschein-10,00\u00a0€');
    expect(rows[3]!.textContent).toContain('57,98\u00a0€');
  });

  it("offers the 'basketNaliRemove' recommendations once a line was removed, not before", async () => {
    const user = userEvent.setup();
    const line = item({});
    const totals = { currency: 'EUR', articles: 6798, total: 6798, ...noCosts };
    await renderBasket(
      { count: 2, items: [line], hints: [], totals },
      { recommendations: { basket: <p>Beliebt im Shop</p>, basketNaliRemove: <p>Passend zu Ihrem entfernten Artikel</p> } },
      { removeBasketItem: () => ({ id: 'basket', count: 0, items: [], hints: [], totals: { ...totals, articles: 0, total: 0 } }) },
    );
    expect(screen.getByText('Beliebt im Shop')).toBeTruthy();
    expect(document.querySelector('[data-recommendation-place="basketNaliRemove"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Trägerkleid entfernen' }));
    const place = await waitFor(() => {
      const found = document.querySelector('[data-recommendation-place="basketNaliRemove"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(place.textContent).toBe('Passend zu Ihrem entfernten Artikel');
  });

  it('shows the hints of the API and disables the checkout below the minimum order value', async () => {
    await renderBasket({
      count: 1,
      items: [item({ quantity: 1, total: 800, price: 800 })],
      hints: [
        { code: 'DISPOSAL_SERVICE_REMOVED', params: [] },
        { code: 'BASKET_COUPON', params: [] },
      ],
      totals: { currency: 'EUR', articles: 800, total: 1395, ...noCosts, shipping: 595 },
    });
    const codes = [...screen.getByTestId('basket-hints').querySelectorAll('[data-code]')].map((hint) => hint.getAttribute('data-code'));
    expect(codes).toEqual(['BASKET_MIN_ORDER_VALUE', 'DISPOSAL_SERVICE_REMOVED', 'BASKET_COUPON']);
    const checkout = screen.getByRole('button', { name: 'Zur Kasse' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(screen.getByTestId('basket-checkout-blocked').id);
  });

  it('shows the empty basket with its two ways back into the shop', async () => {
    await renderBasket({
      count: 0,
      items: [],
      hints: [
        { code: 'BASKET_EMPTY', params: [] },
        { code: 'BASKET_COUPON', params: [] },
      ],
      totals: { currency: 'EUR', articles: 0, total: 0, ...noCosts },
    });
    const empty = screen.getByTestId('basket-empty');
    expect(empty.textContent).toContain('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.');
    expect(within(empty).getByRole('link', { name: 'Damenbekleidung' }).getAttribute('href')).toBe('/damen-bekleidung');
    expect(within(empty).getByRole('link', { name: 'Herrenbekleidung' }).getAttribute('href')).toBe('/herren-bekleidung');
  });

  it("reads the shop's language: a Czech basket in Czech", async () => {
    const basket = await renderBasket(
      {
        count: 2,
        items: [item({})],
        hints: [{ code: 'BASKET_COUPON', params: [] }],
        loyaltyPoints: 3,
        totals: { currency: 'EUR', articles: 6798, total: 6798, ...noCosts },
      },
      {},
      {},
      'cs-CZ',
    );
    expect(within(basket).getByRole('button', { name: 'Změnit Trägerkleid' })).toBeTruthy();
    expect(within(basket).getByRole('list', { name: 'Zboží v košíku' })).toBeTruthy();
    expect(screen.getByTestId('basket-loyalty').textContent).toBe('Za tuto objednávku získáte 3 věrnostní body.');
    expect(screen.getByTestId('basket-flat-rate').textContent).toBe('Vaše paušální poštovné vypršelo 15. 10. 2026.');
    expect(screen.getByTestId('basket-hints').textContent).toContain('Slevový kód můžete uplatnit na konci objednávky.');
    expect(screen.getByRole('link', { name: 'K pokladně' })).toBeTruthy();
  });

  it('has the recommendation place under a filled basket only: an empty one has nothing to recommend from', async () => {
    const recommendations = { basket: <div data-testid="reco-basket" /> };
    const totals = { currency: 'EUR', articles: 6798, total: 6798, ...noCosts };
    await renderBasket({ count: 2, items: [item({})], hints: [], totals }, { recommendations });
    expect(screen.getByTestId('reco-basket')).toBeTruthy();
  });

  it('leaves the recommendation place out of an empty basket', async () => {
    const recommendations = { basket: <div data-testid="reco-basket" /> };
    const totals = { currency: 'EUR', articles: 0, total: 0, ...noCosts };
    await renderBasket({ count: 0, items: [], hints: [{ code: 'BASKET_EMPTY', params: [] }], totals }, { recommendations });
    expect(screen.getByTestId('basket-empty')).toBeTruthy();
    expect(screen.queryByTestId('reco-basket')).toBeNull();
  });
});
