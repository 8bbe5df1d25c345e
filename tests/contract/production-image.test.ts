// The production image installs `dependencies` only (npm ci --omit=dev --omit=optional) and holds
// no mock-server/: whatever the production server loads must come from there. The mock's packages
// are development dependencies, loaded only when the mock is embedded (a dynamic import).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBuild, root } from './productionServer.ts';

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
const production = new Set(Object.keys(pkg.dependencies!));

/** Static imports and re-exports of a module (type-only ones vanish when Node strips the types). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** Every module the production server reaches by static imports from its entry, and the packages they name. */
function reach(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!isBuiltin(specifier)) packages.add(packageOf(specifier));
    }
  };
  visit(entry);
  return { files: [...files].map((file) => relative(root, file)), packages: [...packages] };
}

describe('the production image', () => {
  it('loads no mock code and only production dependencies from the server entry', () => {
    const { files, packages } = reach(join(root, 'src/server/prod.ts'));
    expect(files).toContain('src/server/mockBinding.ts');
    expect(files.filter((file) => file.startsWith('mock-server/'))).toEqual([]);
    expect(packages.filter((name) => !production.has(name))).toEqual([]);
  });

  it("keeps the mock's packages out of the production dependencies", () => {
    for (const name of ['@faker-js/faker', 'sharp', '@orama/orama', '@graphql-tools/mock', 'graphql-yoga', '@graphql-yoga/plugin-apq']) {
      expect(production.has(name), name).toBe(false);
      expect(pkg.devDependencies![name], name).toBeDefined();
    }
  });

  it("names only production dependencies in the built pages' server bundle", () => {
    ensureBuild();
    const dir = join(root, 'dist/server');
    const bundles = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
    expect(bundles.length).toBeGreaterThan(0);
    const named = new Set<string>();
    for (const file of bundles) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/(?:from|import)\s*\(?\s*"([^"./][^"]*)"/g))
        if (!isBuiltin(match[1]!)) named.add(packageOf(match[1]!));
    }
    expect([...named].filter((name) => !production.has(name) && existsSync(join(root, 'node_modules', name)))).toEqual([]);
  });
});
