// Size runs per kind of goods. A product offers a contiguous part of its run.

export const SIZE_RUNS = {
  letter: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  women: ['36', '38', '40', '42', '44', '46', '48', '50'],
  men: ['44', '46', '48', '50', '52', '54', '56'],
  jeans: ['W29', 'W30', 'W31', 'W32', 'W33', 'W34', 'W36', 'W38'],
  bra: ['70B', '75A', '75B', '75C', '80B', '80C', '85C', '90D'],
  shoesWomen: ['36', '37', '38', '39', '40', '41', '42'],
  shoesMen: ['40', '41', '42', '43', '44', '45', '46'],
  mattress: ['80x200', '90x200', '100x200', '140x200', '160x200', '180x200'],
  slattedFrame: ['90x200', '100x200', '120x200', '140x200'],
  bedding: ['135x200', '155x220', '200x200', '200x220'],
  fittedSheet: ['90x200', '100x200', '140x200', '180x200'],
  bed: ['140x200', '160x200', '180x200'],
  duvet: ['135x200', '155x220', '200x220'],
  carpet: ['80x150', '120x170', '160x230', '200x290'],
  curtain: ['140x175', '140x225', '140x245'],
  towel: ['30x50', '50x100', '70x140'],
  ring: ['52', '54', '56', '58', '60'],
  oneSize: ['Einheitsgröße'],
} as const satisfies Record<string, readonly string[]>;

export type SizeRun = keyof typeof SIZE_RUNS;

/** Runs whose sizes are measures: bigger sizes cost more, and each variant states its measure. */
export const MEASURE_ATTRIBUTE: Partial<Record<SizeRun, string>> = {
  mattress: 'measuresMattressSize',
  slattedFrame: 'measuresBedSize',
  bed: 'measuresBedSize',
  fittedSheet: 'measuresMattressSize',
  bedding: 'measuresDuvetcase',
  duvet: 'measuresDuvet',
  carpet: 'measures',
  curtain: 'measures',
  towel: 'measures',
};
