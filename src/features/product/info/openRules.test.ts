import { describe, expect, it } from 'vitest';
import { defaultOpenPanels, isSingleOpen, togglePanel } from './openRules.ts';

const ALL = ['description', 'details', 'returns', 'sustainability', 'ratings'];
const NO_DESCRIPTION = ['details', 'returns', 'ratings'];

describe('defaultOpenPanels', () => {
  it('opens the description on desktop', () => {
    expect(defaultOpenPanels(ALL, true)).toEqual(['description']);
  });
  it('opens the details on desktop when there is no description', () => {
    expect(defaultOpenPanels(NO_DESCRIPTION, true)).toEqual(['details']);
  });
  it('opens nothing on other devices', () => {
    expect(defaultOpenPanels(ALL, false)).toEqual([]);
    expect(defaultOpenPanels(NO_DESCRIPTION, false)).toEqual([]);
  });
});

describe('togglePanel', () => {
  it('keeps one panel open on desktop: opening another closes the first', () => {
    expect(isSingleOpen(true)).toBe(true);
    expect(togglePanel(['description'], ALL, 'returns', true, true)).toEqual(['returns']);
  });
  it('opens the next panel when the only open one is closed', () => {
    expect(togglePanel(['description'], ALL, 'description', false, true)).toEqual(['details']);
    expect(togglePanel(['returns'], ALL, 'returns', false, true)).toEqual(['sustainability']);
    expect(togglePanel(['details'], NO_DESCRIPTION, 'details', false, true)).toEqual(['returns']);
  });
  it('closes the last panel without opening another', () => {
    expect(togglePanel(['ratings'], ALL, 'ratings', false, true)).toEqual([]);
  });
  it('lets panels open and close independently on other devices', () => {
    expect(isSingleOpen(false)).toBe(false);
    expect(togglePanel([], ALL, 'details', true, false)).toEqual(['details']);
    expect(togglePanel(['details'], ALL, 'returns', true, false)).toEqual(['details', 'returns']);
    expect(togglePanel(['details', 'returns'], ALL, 'details', false, false)).toEqual(['returns']);
    expect(togglePanel(['details'], ALL, 'details', false, false)).toEqual([]);
  });
  it('ignores opening an open panel twice', () => {
    expect(togglePanel(['details'], ALL, 'details', true, false)).toEqual(['details']);
  });
});
