export { CatalogueOrderPage as default } from './CatalogueOrderPage.tsx';
