import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_COMPATIBLE, REACT_RELAY, RELAY_RUNTIME } from '../internals/relay.ts';
import { reactRelayInBrowser, relayRuntimeInBrowser } from './browserModules.ts';

const require = createRequire(import.meta.url);
const libOf = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'lib');

/** react-relay's files that the browser module loads, following their relative requires. */
function reachableReactRelayFiles(): string[] {
  const lib = libOf('react-relay');
  const files = new Set<string>();
  const queue = Object.values(REACT_RELAY)
    .map((source) => (typeof source === 'string' ? source : source[0]))
    .filter((file) => !file.startsWith('#'))
    .map((file) => join(lib, `${file}.js`));
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g)) {
      queue.push(join(dirname(file), relative!.endsWith('.js') ? relative! : `${relative}.js`));
    }
  }
  return [...files];
}

/** The names a file reads from require('relay-runtime'). */
function relayRuntimeNamesUsedBy(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const [, variable] of code.matchAll(/(\w+)\s*=\s*(?:_interopRequireDefault\()?require\(['"]relay-runtime['"]\)/g)) {
    for (const [, name] of code.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, 'g'))) names.push(name!);
  }
  for (const [, name] of code.matchAll(/require\(['"]relay-runtime['"]\)\.(\w+)/g)) names.push(name!);
  return names;
}

describe('the browser modules of react-relay and relay-runtime', () => {
  it('give react-relay’s hooks every name they read from relay-runtime', () => {
    const files = reachableReactRelayFiles();
    expect(files.length).toBeGreaterThan(10);
    const used = new Set(files.flatMap(relayRuntimeNamesUsedBy));
    expect(used).toContain('__internal');
    const missing = [...used].filter((name) => !(name in RELAY_RUNTIME) && name !== '__internal');
    expect(missing).toEqual([]);
  });

  it('take each export from where the package has it, as its index does', () => {
    const index = require('relay-runtime') as Record<string, unknown>;
    for (const [name, source] of Object.entries(RELAY_RUNTIME)) {
      const [file, property] = typeof source === 'string' ? [source, undefined] : source;
      const loaded = require(join(libOf('relay-runtime'), `${file}.js`)) as Record<string, unknown>;
      expect(property ? loaded[property] : loaded, name).toBe(index[name]);
    }
    const hooks = require('react-relay') as Record<string, unknown>;
    for (const [name, source] of Object.entries(REACT_RELAY)) {
      const [file, property] = typeof source === 'string' ? [source, undefined] : source;
      if (file.startsWith('#') || file.endsWith('_EXPERIMENTAL')) continue;
      const loaded = require(join(libOf('react-relay'), `${file}.js`)) as Record<string, unknown>;
      expect(property ? loaded[property] : loaded, name).toBe(hooks[name]);
    }
  });

  it('build relay-runtime’s __internal with the same members', () => {
    const internal = (require('relay-runtime') as { __internal: Record<string, unknown> }).__internal;
    const line = relayRuntimeInBrowser.split('\n').find((code) => code.startsWith('export const __internal'))!;
    const members = [...line.matchAll(/(\w+): m\d+/g)].map(([, name]) => name);
    expect(members.sort()).toEqual(Object.keys(internal).sort());
    expect(reactRelayInBrowser).toContain("from 'relay-runtime'");
  });

  it('take the one implementation of a twice-implemented hook that the activity flag picks by default', () => {
    const { RelayFeatureFlags } = require('relay-runtime') as { RelayFeatureFlags: Record<string, unknown> };
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    const hooks = join(libOf('react-relay'), 'relay-hooks');
    const chosen = [
      ['./useQueryLoader', String(REACT_RELAY.useQueryLoader).replace('relay-hooks/', '')],
      ...Object.entries(ACTIVITY_COMPATIBLE),
    ];
    for (const [dispatcher, implementation] of chosen) {
      const code = readFileSync(join(hooks, `${dispatcher}.js`), 'utf8');
      // The dispatcher requires the implementation and calls it while the flag is on.
      expect(code, dispatcher).toMatch(new RegExp(`require\\(['"]\\./${implementation}['"]\\)`));
      const called = /RelayFeatureFlags\.ENABLE_ACTIVITY_COMPATIBILITY\) \{\s*return \(?(?:0, )?_?(\w+)/.exec(code)?.[1];
      expect(called, dispatcher).toBe(implementation);
    }
  });
});
