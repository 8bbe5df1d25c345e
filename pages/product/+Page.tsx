export { ProductPage as default } from './ProductPage.tsx';
