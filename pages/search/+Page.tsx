export { SearchPage as default } from './SearchPage.tsx';
