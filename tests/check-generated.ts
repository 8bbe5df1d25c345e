// Fails when a generated file (Relay artifacts, persisted queries, merged schema, codegen types,
// personalised-operation list) differs from what `npm run gen` makes from the current sources.
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
console.log(`generated files current (${after.size} checked)`);
