export { WishlistPage as default } from './WishlistPage.tsx';
