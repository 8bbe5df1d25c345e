import { usePageContext } from 'vike-react/usePageContext';
import { messagesOf } from '../i18n/catalogue.ts';

// The texts of the frame's parts that load later (the off-canvas menu's panel, the consent
// banner, the search suggestions' groups, the language switch, the editors' preview banner), in
// the shop's language (messages/<language>/panels.json). Each part brings them with its code
// (`withTexts`), so a page whose visitor opens none of them never loads them.

/** The frame parts' messages in a shop's locale. */
export const panelsTexts = (locale: string) => messagesOf('panels', locale);

/** The frame parts' messages in the locale of the page's shop. */
export const usePanelsTexts = () => panelsTexts(usePageContext().shop.locale);
