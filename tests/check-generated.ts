// Fails when a generated file (Relay artifacts, persisted queries, merged schema, codegen types,
// personalised-operation list) differs from what `npm run gen` makes from the current sources,
// or when a Relay artifact is left of a fragment or operation no source defines any more (the
// compiler writes artifacts, it does not take away those of a definition that was moved or removed).
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

function generatedFiles(dir: string, inGenerated = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return generatedFiles(path, inGenerated || name === '__generated__');
    return inGenerated ? [path] : [];
  });
}

function snapshot(): Map<string, string> {
  return new Map(generatedFiles(root).map((file) => [relative(root, file), readFileSync(file, 'utf8')]));
}

const before = snapshot();
execSync('npm run --silent gen', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length > 0) {
  console.error(`Generated files were out of date (now regenerated; commit them):\n  ${changed.join('\n  ')}`);
  process.exit(1);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name) || name === '__generated__') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const defined = new Set<string>();
for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'pages'))]) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:fragment|query|mutation|subscription)\s+(\w+)/g)) defined.add(match[1]!);
}
const orphaned = [...after.keys()].filter((file) => {
  const artifact = /\/__generated__\/(\w+)\.graphql\.ts$/.exec(file)?.[1];
  return artifact !== undefined && !defined.has(artifact);
});
if (orphaned.length > 0) {
  console.error(`Relay artifacts of definitions no source has any more (delete them):\n  ${orphaned.join('\n  ')}`);
  process.exit(1);
}
console.log(`generated files current (${after.size} checked)`);
