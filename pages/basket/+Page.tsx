export { BasketPage as default } from './BasketPage.tsx';
