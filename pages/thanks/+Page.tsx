export { ThanksPage as default } from './ThanksPage.tsx';
