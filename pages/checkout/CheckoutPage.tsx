import { usePageContext } from 'vike-react/usePageContext';
import { Checkout } from '../../src/features/checkout/Checkout.tsx';
import { checkoutTexts } from '../../src/features/checkout/texts.ts';

export function CheckoutPage() {
  return (
    <section>
      <h1>{checkoutTexts(usePageContext().shop.locale).checkoutTitle()}</h1>
      <Checkout />
    </section>
  );
}
