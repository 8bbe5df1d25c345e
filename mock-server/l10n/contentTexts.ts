import type { Row } from './translate.ts';

// The content API's texts (pages, modals, legal texts, promotions) in the shops' other
// languages: [German, French, Dutch, Czech, Swedish, Slovak]. Rich-text fragments around links
// and amounts are rows of their own and keep their edge spaces.

export const CONTENT_PHRASES: readonly Row[] = [
];
