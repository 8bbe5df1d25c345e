export { ListingPage as default } from './ListingPage.tsx';
