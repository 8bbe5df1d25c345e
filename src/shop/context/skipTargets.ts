// The skip links of the specification, each shown when the page has its target. Pages name their
// targets in their data; the frame renders the links and the page the target elements.
export const SKIP_TARGETS = {
  main: 'Zum Hauptinhalt springen',
  categories: 'Produktkategorien überspringen',
  productRecommendations: 'Produktempfehlungen überspringen',
  categoryRecommendations: 'Kategorieempfehlungen überspringen',
  inspirationText: 'Inspirationstext überspringen',
} as const;

export type SkipTarget = keyof typeof SKIP_TARGETS;

/** Element id a skip link jumps to. */
export const skipTargetId = (target: SkipTarget) => `skip-${target}`;
