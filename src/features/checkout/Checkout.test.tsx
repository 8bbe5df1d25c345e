import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { ToastProvider } from '../../ui/toast/Toasts.tsx';
import { Checkout } from './Checkout.tsx';

const address = { gender: 'f', firstName: 'Anna', lastName: 'Becker', street: 'Lange Straße', houseNumber: '12', additional: null, zipCode: '50823', city: 'Köln', country: 'DE' };
const noCosts = { shipping: 0, freight: 0, cashOnDelivery: 0, express: 0, instalmentSurcharge: 0, paymentPauseSurcharge: 0, voucherDiscount: 0, disposalService: 0 };

/** The review step of a checkout whose address, e-mail and payment are complete. */
function renderReview(checkout: Record<string, unknown>) {
  const environment = createMockShopEnvironment({
    Client: () => ({ isLoggedIn: true }),
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
  });
  const pageContext = { shop: { locale: 'de-DE', servicePhone: '0800 723 41 00' }, basePath: '', runtime: 'browser', urlParsed: { search: { schritt: 'pruefen' } } } as unknown as PageContext;
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
});
