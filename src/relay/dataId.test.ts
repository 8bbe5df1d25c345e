import { describe, expect, it } from 'vitest';
import { getDataIdFor } from './dataId.ts';

describe('record identity', () => {
  const shop = getDataIdFor('shop');
  const content = getDataIdFor('content');

  it('keeps shop entities under their id', () => {
    expect(shop({ id: 'P100010' }, 'Product')).toBe('P100010');
  });
  it('gives filters no global id, so each listing keeps its own', () => {
    expect(shop({ id: 'colour' }, 'Filter')).toBeUndefined();
    expect(shop({ id: 'rot' }, 'FilterValue')).toBeUndefined();
    expect(shop({ id: 'colour', values: ['rot'] }, 'ActiveFilter')).toBeUndefined();
  });
  it('identifies content entries by sys.id, else by type and id', () => {
    expect(content({ id: 'herbst15', sys: { id: '4xYz' } }, 'Modal')).toBe('4xYz');
    expect(content({ id: 'herbst15' }, 'Modal')).toBe('Modal:herbst15');
    expect(content({ id: 'herbst15' }, 'LegalHint')).toBe('LegalHint:herbst15');
    expect(content({ url: '/x' }, 'Asset')).toBeUndefined();
  });
});
