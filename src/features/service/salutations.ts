/** Salutation choices (codes f, m, d). */
export const SALUTATIONS = [
  { value: 'f', label: 'Frau' },
  { value: 'm', label: 'Herr' },
  { value: 'd', label: 'Divers' },
] as const;
