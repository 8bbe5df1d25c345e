// The skip links of the specification, each shown when the page has its target. Pages name their
// targets in their data; the frame renders the links (their words: the message layoutSkip) and
// the page the target elements.
export type SkipTarget = 'main' | 'categories' | 'productRecommendations' | 'categoryRecommendations' | 'inspirationText';

/** Element id a skip link jumps to. */
export const skipTargetId = (target: SkipTarget) => `skip-${target}`;
