export { CheckoutPage as default } from './CheckoutPage.tsx';
