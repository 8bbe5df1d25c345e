import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RUNTIME_HELPERS } from './runtimeHelpers.ts';

const require = createRequire(import.meta.url);

/** Runs a helper's module text as CommonJS, its requires of other helpers answered from the table. */
function load(name: string): { default: (...args: unknown[]) => unknown } {
  const module = { exports: {} as Record<string, unknown> };
  const localRequire = (source: string) => load(source);
  new Function('module', 'exports', 'require', RUNTIME_HELPERS[name]!)(module, module.exports, localRequire);
  return module.exports as { default: (...args: unknown[]) => unknown };
}

/** Babel's own helper, as relay-runtime's files get it. */
const babel = (name: string) => (require(name) as { default: (...args: unknown[]) => unknown }).default;

const NONE = Symbol('none');
// An array with a hole in the middle.
const holed = Object.assign(new Array(3), { 0: 1, 2: 3 });

/** Runs `for (const x of iterable) { … }` as Babel compiles it, with the helper given; `stopAt` leaves the loop early. */
function forOf(helper: (iterable: unknown) => unknown, iterable: unknown, stopAt: unknown = NONE, throwAt: unknown = NONE) {
  const seen: unknown[] = [];
  const iterator = helper(iterable) as { s(): void; n(): { done: boolean; value: unknown }; e(error: unknown): void; f(): void };
  let step;
  try {
    for (iterator.s(); !(step = iterator.n()).done;) {
      seen.push(step.value);
      if (step.value === throwAt) throw new Error(`thrown at ${String(throwAt)}`);
      if (step.value === stopAt) break;
    }
  } catch (error) {
    iterator.e(error);
  } finally {
    iterator.f();
  }
  return seen;
}

function closingIterable(log: string[]) {
  return {
    *[Symbol.iterator]() {
      try {
        yield 1;
        yield 2;
        yield 3;
      } finally {
        log.push('closed');
      }
    },
  };
}

describe('the browser build’s runtime helpers', () => {
  it('are the modules relay-runtime and react-relay require', () => {
    for (const name of Object.keys(RUNTIME_HELPERS)) expect(() => require.resolve(name)).not.toThrow();
  });

  it('createForOfIteratorHelper iterates, closes an iterator left early and passes errors on as Babel’s does', () => {
    const ours = load('@babel/runtime/helpers/createForOfIteratorHelper').default;
    const theirs = babel('@babel/runtime/helpers/createForOfIteratorHelper');
    for (const iterable of [[1, 2, 3], [], 'ab', new Set([1, 2]), new Map([['a', 1]]), new Uint8Array([4, 5]), holed]) {
      expect(forOf(ours, iterable)).toEqual(forOf(theirs, iterable));
      expect(forOf(ours, iterable, 2)).toEqual(forOf(theirs, iterable, 2));
    }
    for (const stopAt of [NONE, 2]) {
      const ourLog: string[] = [];
      const theirLog: string[] = [];
      expect(forOf(ours, closingIterable(ourLog), stopAt)).toEqual(forOf(theirs, closingIterable(theirLog), stopAt));
      expect(ourLog).toEqual(theirLog);
    }
    const ourLog: string[] = [];
    const theirLog: string[] = [];
    expect(() => forOf(ours, closingIterable(ourLog), NONE, 2)).toThrow('thrown at 2');
    expect(() => forOf(theirs, closingIterable(theirLog), NONE, 2)).toThrow('thrown at 2');
    expect(ourLog).toEqual(theirLog);
    expect(() => forOf(ours, {})).toThrow(TypeError);
    expect(() => forOf(theirs, {})).toThrow(TypeError);
  });

  it('toConsumableArray copies arrays and iterables as Babel’s does', () => {
    const ours = load('@babel/runtime/helpers/toConsumableArray').default;
    const theirs = babel('@babel/runtime/helpers/toConsumableArray');
    for (const value of [[1, 2], [], holed, 'ab', new Set([1, 2]), new Map([['a', 1]]), new Uint8Array([4, 5])]) {
      const copy = ours(value);
      expect(copy).toEqual(theirs(value));
      expect(copy).not.toBe(value);
    }
    expect(() => ours({})).toThrow(TypeError);
    expect(() => theirs({})).toThrow(TypeError);
  });

  it('defineProperty and objectSpread2 make the same own properties as Babel’s', () => {
    const spread = load('@babel/runtime/helpers/objectSpread2').default;
    const babelSpread = babel('@babel/runtime/helpers/objectSpread2');
    const symbol = Symbol('s');
    const hidden = Symbol('hidden');
    const source = Object.defineProperties(
      { b: 2, a: 1, 2: 'two', ['__proto__']: 'own', toString: 'text', [symbol]: 's' },
      {
        hiddenKey: { value: 'x', enumerable: false },
        [hidden]: { value: 'h', enumerable: false },
        got: { get: () => 'got', enumerable: true },
      },
    );
    const literal = Object.defineProperty({ c: 3 }, 'getter', { get: () => 'lazy', enumerable: true, configurable: true });
    const describe = (value: object) => Reflect.ownKeys(value).map((key) => [key, Object.getOwnPropertyDescriptor(value, key)]);
    for (const args of [[source], [source, literal, { d: 4 }], [null], [undefined, { e: 5 }], ['ab'], [source, {}, undefined]]) {
      const ours = spread({}, ...args) as object;
      const theirs = babelSpread({}, ...args) as object;
      expect(describe(ours)).toEqual(describe(theirs));
      expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(theirs));
    }
    const define = load('@babel/runtime/helpers/defineProperty').default;
    const babelDefine = babel('@babel/runtime/helpers/defineProperty');
    class WithField {}
    for (const key of ['field', 'constructor', '__proto__', symbol, 3]) {
      const [ours, theirs] = [new WithField(), new WithField()];
      expect(define(ours, key, 'v')).toBe(ours);
      babelDefine(theirs, key, 'v');
      expect(describe(ours)).toEqual(describe(theirs));
    }
  });

  it('toPropertyKey gives the key Babel’s gives', () => {
    const ours = load('@babel/runtime/helpers/toPropertyKey').default;
    const theirs = babel('@babel/runtime/helpers/toPropertyKey');
    const symbol = Symbol('s');
    for (const value of ['__errors', 'a', 3, null, undefined, true, symbol, { toString: () => 'object' }])
      expect(ours(value)).toBe(theirs(value));
  });

  it('fbjs’s warning does nothing, as in its production build', () => {
    const module = { exports: undefined as unknown };
    new Function('module', 'exports', RUNTIME_HELPERS['fbjs/lib/warning']!)(module, {});
    expect((module.exports as (...args: unknown[]) => unknown)(false, 'a %s', 'warning')).toBeUndefined();
  });
});
