import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { navigate } from 'vike/client/router';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { nextPaint } from '../../ui/lazy/yieldToMain.testing.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { Checkout } from './Checkout.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn(() => Promise.resolve()) }));
vi.mock('../../ui/lazy/yieldToMain.ts', async () => (await import('../../ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

afterEach(() => {
  vi.mocked(navigate).mockClear();
  sessionStorage.clear();
});

const address = {
  gender: 'f',
  firstName: 'Anna',
  lastName: 'Becker',
  street: 'Lange Straße',
  houseNumber: '12',
  additional: null,
  zipCode: '50823',
  city: 'Köln',
  country: 'DE',
};
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

/** The review step of a checkout whose address, e-mail and payment are complete. */
function renderReview(checkout: Record<string, unknown>, mutations: Record<string, unknown> = {}) {
  renderCheckout({ isLoggedIn: true, step: 'pruefen', checkout, mutations });
}

function renderCheckout({
  isLoggedIn,
  step,
  checkout,
  mutations = {},
  locale = 'de-DE',
}: {
  isLoggedIn: boolean;
  locale?: string;
  /** The step the URL asks for, if any. */
  step?: string;
  checkout: Record<string, unknown>;
  mutations?: Record<string, unknown>;
}) {
  const environment = createMockShopEnvironment(
    {
      Client: () => ({ isLoggedIn }),
      Checkout: () => ({
        id: 'checkout',
        email: 'anna.becker@example.com',
        deliveryAddress: address,
        selectedPaymentMethodId: 'invoice',
        paymentMethods: [{ id: 'invoice', name: 'Rechnung', description: '', surcharge: 0, available: true }],
        canPlaceOrder: true,
        ...checkout,
      }),
      Basket: () => ({ id: 'basket', count: 1, items: [] }),
      BasketTotals: () => ({ currency: 'EUR', articles: 5000, total: 5000, ...noCosts }),
    },
    { Mutation: mutations },
  );
  const pageContext = {
    shop: { locale, servicePhone: '0800 723 41 00', deliveryCountries: ['DE', 'AT'] },
    basePath: '',
    runtime: 'browser',
    urlParsed: { search: step ? { schritt: step } : {} },
  } as unknown as PageContext;
  render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ToastProvider routeKey="/checkout">
          <Checkout />
        </ToastProvider>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
}

describe('Checkout review step', () => {
  it('offers express delivery at the charge the API names and adds it to the totals', async () => {
    const user = userEvent.setup();
    renderReview({ expressCharge: 1490 });
    const express = await screen.findByRole('checkbox', { name: /^Expresslieferung \(zzgl\. 14,90\s€\)$/ });
    const totals = screen.getByRole('region', { name: 'Ihre Bestellung' });
    expect(within(totals).queryByText('14,90 €')).toBeNull();
    await user.click(express);
    expect(within(totals).getByText('14,90 €')).toBeTruthy();
  });

  it('shows a redeemed coupon as the voucher line of the totals, and takes it back', async () => {
    const user = userEvent.setup();
    const redeemed: string[] = [];
    const checkout = (couponCode: string | null, voucher: number) => ({
      id: 'checkout',
      couponCode,
      totals: { currency: 'EUR', articles: 5000, ...noCosts, voucherDiscount: voucher, total: 5000 + voucher },
    });
    renderReview(
      { couponCode: null, expressCharge: 995 },
      {
        redeemCoupon: (_: unknown, { code }: { code: string }) => (redeemed.push(code), checkout('HERBST10', -1000)),
        removeCoupon: () => checkout(null, 0),
      },
    );
    const totals = await screen.findByRole('region', { name: 'Ihre Bestellung' });
    expect(within(totals).queryByText('Gutschein')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Gutscheincode/ }), ' herbst10 ');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await within(totals).findByText('Gutschein')).toBeTruthy();
    expect(within(totals).getByText('-10,00 €')).toBeTruthy();
    expect(within(totals).getByText('40,00 €')).toBeTruthy();
    expect(redeemed).toEqual(['herbst10']);
    expect(screen.getByText('Gutschein HERBST10 eingelöst')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gutschein HERBST10 entfernen' }));
    await waitFor(() => expect(within(totals).queryByText('Gutschein')).toBeNull());
  });
});

describe("Checkout in the shop's language", () => {
  it('words the steps, the forms and the costs in Czech for a Czech shop', async () => {
    renderCheckout({ isLoggedIn: true, step: 'pruefen', checkout: { expressCharge: 990 }, locale: 'cs-CZ' });
    expect(await screen.findByRole('heading', { name: 'Krok 4 z 4: Kontrola a objednávka' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kroky objednávky' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Změnit doručovací adresu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Objednat s povinností platby' })).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Vaše objednávka' });
    expect(within(totals).getByText('Zboží celkem')).toBeTruthy();
    expect(within(totals).getByText('zdarma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'všeobecné obchodní podmínky' }).closest('p')?.textContent).toBe(
      'Platí naše všeobecné obchodní podmínky. Informace o právu na odstoupení od smlouvy najdete v poučení o odstoupení, jak zpracováváme Vaše údaje, v části Ochrana osobních údajů.',
    );
  });
});

describe('Checkout customer step', () => {
  it('answers "order as guest" first and shows the address step after that paint, on its own URL', async () => {
    const user = userEvent.setup();
    renderCheckout({
      isLoggedIn: false,
      checkout: { id: 'checkout', email: null, deliveryAddress: null, selectedPaymentMethodId: null },
    });
    const guest = await screen.findByRole('button', { name: 'Als Gast bestellen' });
    nextPaint.reset();
    await user.click(guest);
    // The tap's own frame: the large address form and the router's work come after it.
    expect(screen.getByRole('heading', { name: 'Schritt 1 von 4: Anmeldung' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Lieferadresse' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => nextPaint.paint());
    expect(await screen.findByRole('heading', { name: 'Schritt 2 von 4: Lieferadresse' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Lieferadresse' })).toBeTruthy();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/checkout?schritt=adresse');
    expect(sessionStorage.getItem('checkoutGuest')).toBe('1');
  });
});
