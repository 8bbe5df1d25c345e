import { Checkout } from '../../src/features/checkout/Checkout.tsx';

export function CheckoutPage() {
  return (
    <section>
      <h1>Kasse</h1>
      <Checkout />
    </section>
  );
}
