import { stableHash } from '../../lib/hash.ts';

/**
 * Order numbers have 9 digits. They derive from the visitor and how many orders came before,
 * so a replayed session gets the same numbers; `taken` avoids repeats within the session.
 */
export function orderNumberFor(visitorId: string, sequence: number, taken: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; ; attempt++) {
    const number = String(100_000_000 + (stableHash(`${visitorId}:${sequence}:${attempt}`) % 900_000_000));
    if (!taken.has(number)) return number;
  }
}
