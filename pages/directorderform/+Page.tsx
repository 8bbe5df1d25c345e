export { DirectOrderFormPage as default } from './DirectOrderFormPage.tsx';
