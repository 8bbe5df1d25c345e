import { describe, expect, it } from 'vitest';
import type * as state from './state.ts';
import { cached, mockState } from './state.ts';

describe('mock state', () => {
  it('is shared by a second copy of the module, as dev servers load it', async () => {
    const copy = (await import(/* @vite-ignore */ `./state.ts?copy=${Date.now()}`)) as typeof state;
    expect(copy.mockState).not.toBe(mockState);
    expect(copy.mockState()).toBe(mockState());
    const value = cached('state-test', () => ({}));
    expect(copy.cached('state-test', () => ({}))).toBe(value);
  });
});
