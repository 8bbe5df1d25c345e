// The pure parts of the lab benches in the browser (tests/bench/lighthouse.ts, inp.ts): medians,
// the tables they print, and the INP verdict.
import { table } from './loadStats.ts';

/** The median of some values (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** An interaction's good limit (INP "good" is up to 200 ms; the shop aims at under 100 ms on a slowed phone). */
export const INP_LIMIT_MS = 100;

export interface InteractionResult {
  name: string;
  /** The longest event duration of each repetition, in ms. */
  durations: readonly number[];
}

/** The interactions whose median is at or above the limit (the bench fails when there are any). */
export function slowInteractions(results: readonly InteractionResult[], limitMs = INP_LIMIT_MS): string[] {
  return results.filter((result) => !(median(result.durations) < limitMs)).map((result) => result.name);
}

/** The INP table: interaction, median, max, and the durations of each repetition. */
export function inpTable(results: readonly InteractionResult[]): string {
  return table(
    ['interaction', 'median', 'max', 'runs'],
    results.map((result) => [
      result.name,
      `${Math.round(median(result.durations))} ms`,
      `${Math.round(Math.max(...result.durations))} ms`,
      result.durations.map((duration) => Math.round(duration)).join(', '),
    ]),
  );
}
