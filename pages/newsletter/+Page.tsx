export { NewsletterPage as default } from './NewsletterPage.tsx';
