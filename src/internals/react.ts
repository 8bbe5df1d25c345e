// What the shop changes in React DOM's published browser code, in one place (see src/internals/vike.ts
// for the mechanism: src/build/dependencyFixes.ts makes each change while the client build reads the
// file, and fails the build when a text is missing or found twice). Server and build code only.
import type { DependencyFix } from './vike.ts';

/** The published files the React fixes patch, under node_modules (tests read the installed ones). */
export const REACT_PATCHED_FILES = {
  reactDomClient: 'react-dom/cjs/react-dom-client.production.js',
} as const;

const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * React DOM's signals: objects it throws to unwind a render (a component suspended, a hydration
 * mismatch, a selective hydration) and catches again by identity. They are made as `Error`s while
 * the module is set up, which is harmless in a shopper's browser. With an inspector attached
 * (DevTools open, Lighthouse, Playwright) each new `Error` records a detailed stack trace, and for
 * its line numbers V8 parses again every function on the stack: React DOM's whole module (one
 * function some 200 KB long) and the router's entry script. That made the router's start-up task
 * some 90 ms longer at 4× CPU slowdown in every lab measure (113-145 ms against 46-49 ms without
 * an inspector, the same page and build), a blocking time no shopper has. Made as objects of
 * Error's prototype instead, the signals keep their message, `instanceof Error` and identity, and
 * record no stack (they never had a useful one: they are made once, at start-up).
 */
export function reactSignal(message: string): Error {
  const signal = Object.create(Error.prototype) as Error;
  Object.defineProperty(signal, 'message', { value: message, writable: true, configurable: true });
  return signal;
}

/** reactSignal as React DOM's file gets it: plain JavaScript, declared at the module's top level. */
const SIGNAL =
  'function reactSignal(message) {\n' +
  '  var signal = Object.create(Error.prototype);\n' +
  "  Object.defineProperty(signal, 'message', { value: message, writable: true, configurable: true });\n" +
  '  return signal;\n' +
  '}\n';

export const REACT_FIXES: DependencyFix[] = [
  {
    file: reactDomClient,
    find: '  HydrationMismatchException = Error(formatProdErrorMessage(519));\n',
    replace: '  HydrationMismatchException = reactSignal(formatProdErrorMessage(519));\n' + SIGNAL,
    why: "React DOM's signals are made without a stack trace (see REACT_FIXES in src/internals/react.ts).",
  },
  {
    file: reactDomClient,
    find:
      'var SuspenseException = Error(formatProdErrorMessage(460)),\n' +
      '  SuspenseyCommitException = Error(formatProdErrorMessage(474)),\n' +
      '  SuspenseActionException = Error(formatProdErrorMessage(542)),\n',
    replace:
      'var SuspenseException = reactSignal(formatProdErrorMessage(460)),\n' +
      '  SuspenseyCommitException = reactSignal(formatProdErrorMessage(474)),\n' +
      '  SuspenseActionException = reactSignal(formatProdErrorMessage(542)),\n',
    why: 'As the fix above.',
  },
  {
    file: reactDomClient,
    find: 'var SelectiveHydrationException = Error(formatProdErrorMessage(461)),\n',
    replace: 'var SelectiveHydrationException = reactSignal(formatProdErrorMessage(461)),\n',
    why: 'As the fix above.',
  },
];
