// After the build: the browser scripts' source maps leave dist/client, which the server serves to
// anyone, for dist/sourcemaps/client, where only the server reads them (to show browser errors'
// frames in the shop's sources, src/server/sourceFrames.ts).
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..', 'dist');
const from = join(root, 'client');
const to = join(root, 'sourcemaps', 'client');

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(from)) {
  if (!file.endsWith('.map')) continue;
  const target = join(to, relative(from, file));
  mkdirSync(dirname(target), { recursive: true });
  renameSync(file, target);
  count++;
}
console.log(`moved ${count} browser source maps to ${relative(process.cwd(), to)}`);
