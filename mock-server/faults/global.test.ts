import { afterEach, describe, expect, it } from 'vitest';
import { decideFaults } from './apply.ts';
import { activeGlobalFaults, clearGlobalFaults, describeGlobalFaults, setGlobalFaults } from './global.ts';

afterEach(clearGlobalFaults);

describe('fault rules for every visitor', () => {
  it('holds rules per API', () => {
    setGlobalFaults({ shop: '*=http:503', content: '*=http:429@5' }, 0);
    expect(activeGlobalFaults('shop', 0)?.rules).toEqual([{ key: '*', effect: { kind: 'http', status: 503 } }]);
    expect(activeGlobalFaults('content', 0)?.rules).toEqual([{ key: '*', effect: { kind: 'http', status: 429, resetSeconds: 5 } }]);
    setGlobalFaults({ shop: '*=drop' }, 0);
    expect(activeGlobalFaults('content', 0)).toBeNull();
  });

  it('ends by itself after the given seconds', () => {
    setGlobalFaults({ shop: '*=delay:10000', seconds: 20 }, 1_000);
    expect(describeGlobalFaults(11_000)).toEqual({ shop: '*=delay:10000', content: '', secondsLeft: 10 });
    expect(activeGlobalFaults('shop', 20_999)).not.toBeNull();
    expect(activeGlobalFaults('shop', 21_000)).toBeNull();
    expect(describeGlobalFaults(21_000)).toEqual({ shop: '', content: '', secondsLeft: null });
  });

  it('lasts until cleared without seconds', () => {
    setGlobalFaults({ shop: '*=http:503' }, 0);
    expect(activeGlobalFaults('shop', Number.MAX_SAFE_INTEGER)).not.toBeNull();
    clearGlobalFaults();
    expect(activeGlobalFaults('shop', 0)).toBeNull();
  });

  it('refuses a bad spec or duration and keeps what was set', () => {
    setGlobalFaults({ shop: '*=http:503' }, 0);
    expect(() => setGlobalFaults({ shop: '*=http:418' }, 0)).toThrow(/fault/i);
    expect(() => setGlobalFaults({ shop: '*=drop', seconds: 0 }, 0)).toThrow(RangeError);
    expect(describeGlobalFaults(0).shop).toBe('*=http:503');
  });

  it('counts *N rules across all visitors', () => {
    setGlobalFaults({ shop: '*=http:503*2' }, 0);
    const target = { operationName: 'ListingQuery', rootFields: ['productListing'] };
    // Three requests, whoever sends them: the hits are the rules' own, not a visitor's.
    const fails = [1, 2, 3].map(() => {
      const faults = activeGlobalFaults('shop', 0)!;
      return decideFaults(faults.rules, target, faults.hits).fail?.kind ?? 'none';
    });
    expect(fails).toEqual(['http', 'http', 'none']);
  });
});
