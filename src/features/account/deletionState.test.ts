import { describe, expect, it } from 'vitest';
import { nextDeletionState, type DeletionEvent, type DeletionState } from './deletionState.ts';

const run = (events: DeletionEvent[], from: DeletionState = 'default') => events.reduce(nextDeletionState, from);

describe('account deletion', () => {
  it('asks first; no returns to the start', () => {
    expect(run(['start'])).toBe('confirm');
    expect(run(['start', 'no'])).toBe('default');
  });

  it('yes submits once and ends in submitted or error', () => {
    expect(run(['start', 'yes'])).toBe('submitting');
    expect(run(['start', 'yes', 'yes'])).toBe('submitting');
    expect(run(['start', 'yes', 'succeeded'])).toBe('submitted');
    expect(run(['start', 'yes', 'failed'])).toBe('error');
    expect(run(['start', 'yes', 'failed', 'start'])).toBe('confirm');
  });

  it('ignores answers outside the confirmation', () => {
    expect(run(['yes'])).toBe('default');
    expect(run(['no'], 'submitted')).toBe('submitted');
  });
});
