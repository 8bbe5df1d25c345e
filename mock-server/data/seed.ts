import type { Faker, Randomizer } from '@faker-js/faker';
// The German locale's own entry (German with English and base fallback): the package's main entry
// loads all its 70 locales, some 14 MB of the server's heap that the shop never reads.
import { faker as fakerDE } from '@faker-js/faker/locale/de';

/** Fixed seed and "now": the same catalogue, dates and flags on every machine and every run. */
export const SEED = 20261101;
export const NOW = new Date('2026-11-01T10:00:00Z');

/**
 * sfc32, seeded through splitmix32. The catalogue reseeds once per product so that products do
 * not depend on each other; faker's Mersenne Twister spends ~0.1 ms per reseed, this nothing.
 */
function fastRandomizer(): Randomizer {
  let a = 0,
    b = 0,
    c = 0,
    d = 0;
  const splitmix = (state: number) => {
    let z = (state + 0x9e3779b9) | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const randomizer: Randomizer = {
    next() {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return (t >>> 0) / 4294967296;
    },
    seed(seed) {
      const parts = Array.isArray(seed) ? seed : [seed];
      let state = 0;
      for (const part of parts) state = splitmix(state ^ Math.floor(part));
      a = splitmix(state);
      b = splitmix(a);
      c = splitmix(b);
      d = splitmix(c);
      for (let i = 0; i < 12; i++) randomizer.next();
    },
  };
  return randomizer;
}

/** Faker's class, from the German instance (the locale entry exports only the instance). */
const FakerClass = fakerDE.constructor as typeof Faker;

/**
 * A private fakerDE (the same locale definitions, German with English fallback) so that seeding it
 * cannot disturb, or be disturbed by, other users of the shared instance.
 */
export function seededFaker(seed = SEED): Faker {
  const faker = new FakerClass({ locale: fakerDE.rawDefinitions, randomizer: fastRandomizer() });
  faker.seed(seed);
  faker.setDefaultRefDate(NOW);
  return faker;
}
