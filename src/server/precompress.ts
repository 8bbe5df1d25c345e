// After the build: gzip and brotli copies of the client assets, so the server sends them
// compressed without spending CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(import.meta.dirname, '..', '..', 'dist', 'client');
const compressible = /\.(js|mjs|css|svg|json|html|txt)$/;

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(dir)) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`pre-compressed ${count} client files`);
