import type { Feature } from '../../src/i18n/catalogue.ts';

// https://vike.dev/meta — the hint texts, which this page type shows only in rare states: loaded once the page is interactive (src/i18n/LaterTexts.tsx).
export default ['frame'] satisfies readonly Feature[];
