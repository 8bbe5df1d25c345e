// The pure parts of the chaos and soak benches (tests/bench/chaos.ts, soak.ts): what is counted
// from each request's outcome, the budgets, and the tables they print.

/** One request's outcome: when it started and ended (ms on the bench's clock) and its status ('error': no answer). */
export interface Sample {
  start: number;
  end: number;
  status: number | 'error';
}

/** The value at quantile q (0..1) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

/** How many answers of each status, the statuses in ascending order and 'error' last. */
export function countByStatus(samples: readonly Sample[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const { status } of samples) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a === 'error' ? 1 : b === 'error' ? -1 : Number(a) - Number(b)));
}

/** p99 of the requests that got an answer (any status), in ms. */
export function answeredP99(samples: readonly Sample[]): number {
  return percentile(
    samples
      .filter((s) => s.status !== 'error')
      .map((s) => s.end - s.start)
      .sort((a, b) => a - b),
    0.99,
  );
}

const good = (sample: Sample, budgetMs: number) => sample.status === 200 && sample.end - sample.start <= budgetMs;

/**
 * Time from the fault's end until the first request after which every request (by start time)
 * answered 200 within the budget; null when the last request still failed (not recovered). A
 * request that started during the fault does not count against recovery.
 */
export function recoveryMs(samples: readonly Sample[], faultEnd: number, budgetMs: number): number | null {
  const after = samples.filter((s) => s.start >= faultEnd).sort((a, b) => a.start - b.start);
  if (after.length === 0) return null;
  let lastBad = -1;
  after.forEach((sample, i) => {
    if (!good(sample, budgetMs)) lastBad = i;
  });
  if (lastBad === after.length - 1) return null;
  return lastBad < 0 ? 0 : after[lastBad + 1]!.start - faultEnd;
}

/** Whether `after` is at most `ratio` above `before` (memory back where it was, within 10 % by default). */
export function withinRatio(before: number, after: number, ratio = 0.1): boolean {
  return after <= before * (1 + ratio);
}

export interface ChaosBudgets {
  /** The server's page budget (PAGE_BUDGET_MS); no request may take more than it plus a second. */
  pageBudgetMs: number;
}

/** The budgets a scenario missed: requests over the page budget plus 1 s, any 500, memory not back. */
export function chaosMisses(samples: readonly Sample[], rss: { before: number; after: number }, budgets: ChaosBudgets): string[] {
  const misses: string[] = [];
  const limit = budgets.pageBudgetMs + 1000;
  const slow = samples.filter((s) => s.end - s.start > limit).length;
  if (slow > 0) misses.push(`${slow} over ${limit} ms`);
  const failed = samples.filter((s) => s.status === 500).length;
  if (failed > 0) misses.push(`${failed} × 500`);
  if (!withinRatio(rss.before, rss.after)) misses.push(`RSS +${(((rss.after - rss.before) / rss.before) * 100).toFixed(0)} %`);
  return misses;
}

/**
 * Memory after warm-up stays flat: no later reading more than `ratio` above the first reading
 * after warm-up. Returns that baseline and the highest reading.
 */
export function flatAfterWarmUp(readings: ReadonlyArray<{ at: number; mb: number }>, warmUpMs: number, ratio = 0.1) {
  const later = readings.filter((r) => r.at >= warmUpMs);
  const baseline = later[0]?.mb ?? NaN;
  const highest = Math.max(...later.map((r) => r.mb));
  return { baseline, highest, flat: later.length > 0 && withinRatio(baseline, highest, ratio) };
}

/** A plain-text table: a header row, a rule, the rows; columns as wide as their widest cell, numbers right-aligned. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((row) => /^[-+]?[\d.,]+( \w+| %)?$/.test(row[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
