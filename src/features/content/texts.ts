import { usePageContext } from 'vike-react/usePageContext';
import { messagesOf } from '../../i18n/catalogue.ts';

// The content components' texts in the shop's language (messages/<language>/content.json): the
// item modules and the modal text load later and bring them (withTexts), so no page loads them first.

/** The content feature's compiled messages for a shop's locale. */
export const contentTexts = (locale: string) => messagesOf('content', locale);

/** The content texts of the shop the component renders for. */
export const useContentTexts = () => contentTexts(usePageContext().shop.locale);
