import { NOW } from '../data/seed.ts';
import { visitorData } from '../sessions/domainState.ts';
import type { VisitorState } from '../sessions/store.ts';

/**
 * Timestamps of a visitor's actions: the fixed "now" plus one second per action, so times are
 * reproducible and still tell the order in which things happened.
 */
export function nextTimestamp(visitor: VisitorState): string {
  const clock = visitorData(visitor, 'clock', () => ({ ticks: 0 }));
  clock.ticks += 1;
  return new Date(NOW.getTime() + clock.ticks * 1000).toISOString();
}
