export { HomePage as default } from './HomePage.tsx';
