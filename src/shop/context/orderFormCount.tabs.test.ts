// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { announceOrderFormCount, currentOrderFormCount, DOF_LINES_KEY } from './orderFormCount.ts';

describe('order form count across tabs', () => {
  it('follows the form in this tab, then the lines another tab stored', () => {
    localStorage.setItem(DOF_LINES_KEY, JSON.stringify([{ quantity: 1 }]));
    expect(currentOrderFormCount()).toBe(1);
    announceOrderFormCount(4);
    expect(currentOrderFormCount()).toBe(4);

    // Another tab saves its lines: this tab gets a storage event for the key.
    localStorage.setItem(DOF_LINES_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 5 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: DOF_LINES_KEY }));
    expect(currentOrderFormCount()).toBe(7);

    // Other keys leave the count alone.
    announceOrderFormCount(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(currentOrderFormCount()).toBe(3);
  });
});
