import type { Feature } from '../../src/i18n/catalogue.ts';

// https://vike.dev/meta — the catalogue features this page type's own scripts read before it renders (src/i18n/pageTexts.ts).
export default ['frame', 'thanks'] satisfies readonly Feature[];
