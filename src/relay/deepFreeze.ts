/**
 * What several requests share (a shared answer's records, a shared render) is frozen, so that code
 * which would put one visitor's data into it, or change it for one visitor, fails where it tries
 * instead of showing the change to the next visitors. Relay treats records as immutable (it copies
 * a record before changing it) and itself freezes its store's records outside production.
 */

/** Outside production: freezing costs a walk over every record, and production code is the one tested with it. */
export const FREEZE_SHARED = process.env.NODE_ENV !== 'production';

/**
 * `value` with every object reachable from it frozen, properties that are not enumerable or are
 * keyed by symbols included. Typed arrays (a Buffer) cannot be frozen and are left as they are.
 */
export function deepFreeze<T>(value: T, seen = new Set<object>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value) || ArrayBuffer.isView(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  return value;
}
