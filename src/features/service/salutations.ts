/** Salutation choices (codes f, m, d) with their labels in the shop's language. */
export const salutations = (labels: { f: string; m: string; d: string }) =>
  [
    { value: 'f', label: labels.f },
    { value: 'm', label: labels.m },
    { value: 'd', label: labels.d },
  ] as const;
