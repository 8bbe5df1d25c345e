import type { Plugin } from 'vite';

// Relay's packages are compiled by Babel for old engines: their files require Babel's runtime
// helpers, which carry fallbacks for engines without symbols, iterators or property descriptors
// (array-likes, '@@iterator', typeof checks for symbol polyfills). Every browser the build targets
// (ES2022) has them natively, so the browser build gets these helpers in their native form, each
// with the same result for every input the compiled code gives it (runtimeHelpers.test.ts compares
// them with Babel's). fbjs's warning, which Relay's files require, is its production form too.

/** CommonJS modules by the name they are required by; Babel's helpers in their shape (`exports.default`, marked `__esModule`). */
export const RUNTIME_HELPERS: Record<string, string> = {
  // The iterator protocol of `for … of`: s() starts, n() steps, e() keeps an error, f() closes the
  // iterator when the loop left early, then throws the kept error.
  '@babel/runtime/helpers/createForOfIteratorHelper': `exports.__esModule = true;
exports.default = function (r) {
  var t, o, a = true, u = false;
  return {
    s: function () { t = r[Symbol.iterator](); },
    n: function () { var n = t.next(); a = n.done; return n; },
    e: function (n) { u = true; o = n; },
    f: function () { try { a || t.return == null || t.return(); } finally { if (u) throw o; } },
  };
};
`,
  // `[...r]`.
  '@babel/runtime/helpers/toConsumableArray': `exports.__esModule = true;
exports.default = function (r) { return [...r]; };
`,
  // Defines an own, enumerable, writable, configurable property (as an object literal does).
  '@babel/runtime/helpers/defineProperty': `exports.__esModule = true;
exports.default = function (e, r, t) {
  Object.defineProperty(e, r, { value: t, enumerable: true, configurable: true, writable: true });
  return e;
};
`,
  // Object spread: the odd arguments copy their own enumerable values (string keys, then symbols),
  // the even ones (the compiled literal's own properties) their property descriptors.
  '@babel/runtime/helpers/objectSpread2': `exports.__esModule = true;
var define = require('@babel/runtime/helpers/defineProperty').default;
exports.default = function (e) {
  for (var r = 1; r < arguments.length; r++) {
    var t = arguments[r] == null ? {} : arguments[r];
    if (r % 2) {
      for (var k of Reflect.ownKeys(Object(t))) if (Object.prototype.propertyIsEnumerable.call(t, k)) define(e, k, t[k]);
    } else Object.defineProperties(e, Object.getOwnPropertyDescriptors(t));
  }
  return e;
};
`,
  // fbjs's warning in a production build: it does nothing (the calls themselves are left out).
  'fbjs/lib/warning': `module.exports = function () {};
`,
  '@babel/runtime/helpers/toPropertyKey': `exports.__esModule = true;
exports.default = function (t) { return typeof t == 'symbol' ? t : String(t); };
`,
};

export const RUNTIME_HELPER_ID = /^\0runtime-helper:/;

/** Resolves the helpers of RUNTIME_HELPERS to their native forms in the browser build. */
export function runtimeHelpers(): Plugin {
  return {
    name: 'runtime-helpers',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (Object.hasOwn(RUNTIME_HELPERS, source) ? `\0runtime-helper:${source}` : null),
    load(id) {
      return RUNTIME_HELPER_ID.test(id) ? RUNTIME_HELPERS[id.slice('\0runtime-helper:'.length)]! : null;
    },
  };
}
