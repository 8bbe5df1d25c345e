import { describe, expect, it } from 'vitest';
import { deepFreeze, FREEZE_SHARED } from './deepFreeze.ts';

describe('deepFreeze', () => {
  it('freezes every object reachable, hidden and symbol-keyed properties included', () => {
    const hidden = Symbol('hidden');
    const value = { a: { list: [{ b: 1 }] } };
    Object.defineProperty(value, hidden, { value: { c: 2 }, enumerable: false });
    deepFreeze(value);
    expect(() => (value.a.list[0]!.b = 2)).toThrow(TypeError);
    expect(() => value.a.list.push({ b: 3 })).toThrow(TypeError);
    expect(() => ((value as unknown as Record<symbol, { c: number }>)[hidden]!.c = 3)).toThrow(TypeError);
  });

  it('copes with cycles and leaves typed arrays alone', () => {
    const cyclic: { self?: unknown; body: Buffer } = { body: Buffer.from('page') };
    cyclic.self = cyclic;
    expect(deepFreeze(cyclic)).toBe(cyclic);
    expect(Object.isFrozen(cyclic)).toBe(true);
    expect(Object.isFrozen(cyclic.body)).toBe(false);
  });

  it('is on in tests', () => {
    expect(FREEZE_SHARED).toBe(true);
  });
});
