import { Faker, base, de, en } from '@faker-js/faker';

/** Fixed seed and "now": the same catalogue, dates and flags on every machine and every run. */
export const SEED = 20261101;
export const NOW = new Date('2026-11-01T10:00:00Z');

/**
 * A private fakerDE (German locale with English fallback, like the exported fakerDE) so that
 * seeding it cannot disturb, or be disturbed by, other users of the shared instance.
 */
export function seededFaker(seed = SEED): Faker {
  const faker = new Faker({ locale: [de, en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(NOW);
  return faker;
}
