import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Lint's no-cycle sees module cycles only; two domains can still lean on each other through
// different files. This keeps the domain folders themselves a one-way graph.

const root = import.meta.dirname;
const domains = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Domains a domain's modules import (tests excluded: they never load in the server). */
function domainImports(domain: string): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(join(root, domain), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const path = join(root, domain, file);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const [other] = relative(root, resolve(dirname(path), specifier!)).split(sep);
      if (other !== domain && domains.includes(other!)) used.add(other!);
    }
  }
  return used;
}

/** Each cycle once, as the path of domains that leads back to its start. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.set(canonical.join('>'), [...canonical, canonical[0]!]);
      } else walk([...path, next]);
    }
  };
  for (const domain of graph.keys()) walk([domain]);
  return [...found.values()];
}

describe('mock-server domains', () => {
  it('finds a cycle between two domains', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'a'])],
      ['c', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'a']]);
  });

  it('depend on each other one way only', () => {
    const graph = new Map(domains.map((d) => [d, domainImports(d)]));
    expect(cycles(graph)).toEqual([]);
  });
});
