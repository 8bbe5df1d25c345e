import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageBudget } from './pageBudget.ts';

/** Just what the budget reads of a response: its close event and whether it finished. */
function response(finished = false) {
  const res = new EventEmitter() as EventEmitter & { writableFinished: boolean };
  res.writableFinished = finished;
  return res as unknown as ServerResponse & { writableFinished: boolean };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('page budget', () => {
  it('aborts its signal when the budget is spent', () => {
    vi.useFakeTimers();
    const budget = startPageBudget(5000, response(), 1_000);
    expect(budget.deadline).toBe(6_000);
    vi.advanceTimersByTime(4999);
    expect(budget.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(budget.signal.aborted).toBe(true);
    expect(budget.ended).toBe('spent');
  });

  it('aborts when the visitor goes before the answer is out', () => {
    const res = response();
    const budget = startPageBudget(5000, res);
    res.emit('close');
    expect(budget.ended).toBe('gone');
    expect(budget.signal.aborted).toBe(true);
  });

  it('does not abort when the connection closes after the answer, nor after dispose', () => {
    vi.useFakeTimers();
    const done = response(true);
    const answered = startPageBudget(5000, done);
    done.emit('close');
    expect(answered.signal.aborted).toBe(false);
    const disposed = startPageBudget(5000, response());
    disposed.dispose();
    vi.advanceTimersByTime(10_000);
    expect(disposed.signal.aborted).toBe(false);
  });
});
