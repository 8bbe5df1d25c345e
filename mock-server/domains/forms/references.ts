import { cached } from '../../state.ts';

/**
 * The next reference of a kind ('KF' contact ticket, 'KB' catalogue order…): counts up from
 * 100001 per process, so a fresh mock server hands out the same sequence every run.
 */
export function nextReference(prefix: string): string {
  const counters = cached('forms.references', () => new Map<string, number>());
  const number = counters.get(prefix) ?? 100001;
  counters.set(prefix, number + 1);
  return `${prefix}-${number}`;
}
