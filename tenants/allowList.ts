// Shops that may be served. Kept apart from the configuration files on purpose: a config file
// alone does not put a shop live, and validateTenants reports any mismatch at start-up.
export const ALLOWED_SHOP_CODES: readonly string[] = [
  'hbr',
  'rwd',
  'rwa',
  'rwc',
  'rwn',
  'rwf',
  'sbd',
  'sba',
  'sbc',
  'sbn',
  'sbz',
  'sbs',
  'sbk',
  'fhw',
  'ewd',
  'ewa',
  'ewc',
  'ewn',
];
