import { usePageContext } from 'vike-react/usePageContext';
import { messagesOf } from '../i18n/catalogue.ts';

// The texts of the frame every page shows (header, navigation, search field, footer, consent
// banner) and of the shared controls (modal, carousel, breadcrumb, notices), in the shop's
// language (messages/<language>/layout.json). Every page type loads them before it renders.

/** The frame's messages in a shop's locale. */
export const layoutTexts = (locale: string) => messagesOf('layout', locale);

/** The frame's messages in the locale of the page's shop. */
export const useLayoutTexts = () => layoutTexts(usePageContext().shop.locale);
