import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each failure's message in the digest, and failures listed at most. */
const LINES = 10;
const FAILURES = 5;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The run's failures in short, printed last: a CI log is often read from its end only, and the
 * list reporter's full account of a failure (call log, code frame, stack) pushes its message out
 * of that end. Each failure gives its test and the first lines of its message, where an
 * assertion states what it received (the console problems a test did not expect, say).
 */
export function digest(failures: ReadonlyArray<{ title: string; message: string }>): string {
  if (failures.length === 0) return '';
  const lines = [`\nFailures in short (${failures.length}):`];
  for (const { title, message } of failures.slice(0, FAILURES)) {
    lines.push(`- ${title}`);
    const text = message
      .replace(ANSI, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    for (const line of text.slice(0, LINES)) lines.push(`    ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`);
    if (text.length > LINES) lines.push('    …');
  }
  if (failures.length > FAILURES) lines.push(`- and ${failures.length - FAILURES} more`);
  return lines.join('\n');
}

export default class FailureDigest implements Reporter {
  private readonly failures: Array<{ title: string; message: string }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped' || test.expectedStatus === result.status) return;
    const project = test.parent.project()?.name;
    const title = `${project ? `[${project}] ` : ''}${test.titlePath().slice(3).join(' › ')} (${test.location.file.split('/').pop()}:${test.location.line})`;
    const message = result.errors.map((error) => error.message ?? error.value ?? '').join('\n') || `status ${result.status}`;
    this.failures.push({ title, message });
  }

  onEnd(_result: FullResult) {
    const text = digest(this.failures);
    if (text) console.log(text);
  }

  printsToStdio() {
    return true;
  }
}
