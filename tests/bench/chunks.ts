// `node tests/bench/chunks.ts [page …]`: where the first-load bytes of each page type are. Builds
// the production bundle with a plugin that records which modules each client chunk holds, serves
// it, and prints per page type the chunks its HTML loads (gzip, level 9 as in clientJs.ts) with
// their largest modules; chunks that every page loads are listed once as the shared part.
// NO_BUILD=1 reuses dist/ and the recorded chunk contents of the last run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BUDGET_PATHS, scriptUrls, type BudgetedPage } from './clientJs.ts';
import { startProductionServer } from './prodServer.ts';

const root = join(import.meta.dirname, '..', '..');
const statsFile = join(root, 'dist', 'chunk-modules.json');
const port = Number(process.env.CHUNKS_PORT ?? 3201);
const base = `http://localhost:${port}`;
const TOP_MODULES = Number(process.env.TOP_MODULES ?? 6);

type Stats = Record<string, Array<{ id: string; bytes: number }>>;

/** Records the modules of every client chunk with their size after tree-shaking (before minifying). */
function chunkModules(): Plugin {
  const stats: Stats = {};
  return {
    name: 'chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        stats[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ id: id.replace(root + '/', '').replace(/\?.*$/, ''), bytes: m.renderedLength }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
    },
    closeBundle() {
      if (Object.keys(stats).length) writeFileSync(statsFile, JSON.stringify(stats));
    },
  };
}

if (!process.env.NO_BUILD) {
  const { build } = await import('vike/api');
  await build({ viteConfig: { plugins: [chunkModules()], logLevel: 'warn' } });
  await import('../../src/server/precompress.ts');
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;

const gzipOf = new Map<string, number>();
function gzip(url: string): number {
  let size = gzipOf.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(root, 'dist', 'client', url)), { level: 9 }).length;
    gzipOf.set(url, size);
  }
  return size;
}
const kib = (n: number) => (n / 1024).toFixed(1).padStart(6);
const shortId = (id: string) => id.replace(/^.*node_modules\//, '~/').replace(/^src\//, '');

function describe(url: string): string {
  const modules = stats[url.replace(/^\//, '')] ?? [];
  const total = modules.reduce((sum, m) => sum + m.bytes, 0) || 1;
  const top = modules.slice(0, TOP_MODULES).map((m) => `${shortId(m.id)} ${Math.round((m.bytes / total) * 100)}%`);
  const rest = modules.length > TOP_MODULES ? ` +${modules.length - TOP_MODULES}` : '';
  return `${modules.length} mod: ${top.join(', ')}${rest}`;
}

const server = await startProductionServer(port);
try {
  const wanted = process.argv.slice(2) as BudgetedPage[];
  const pages = Object.entries(BUDGET_PATHS).filter(([name]) => !wanted.length || wanted.includes(name as BudgetedPage));
  const loads = new Map<string, string[]>();
  for (const [name, path] of pages) loads.set(name, scriptUrls(await (await fetch(base + path)).text()));

  const everywhere = [...loads.values()].reduce((common, urls) => common.filter((u) => urls.includes(u)));
  const shared = everywhere.reduce((sum, u) => sum + gzip(u), 0);
  console.log(`Loaded by every page listed: ${everywhere.length} chunks, ${kib(shared)} KiB gzip`);
  for (const url of [...everywhere].sort((a, b) => gzip(b) - gzip(a))) console.log(`  ${kib(gzip(url))}  ${url}  ${describe(url)}`);

  for (const [name, urls] of loads) {
    const own = urls.filter((u) => !everywhere.includes(u)).sort((a, b) => gzip(b) - gzip(a));
    const total = urls.reduce((sum, u) => sum + gzip(u), 0);
    console.log(`\n${name}: ${urls.length} chunks, ${kib(total)} KiB gzip (shared ${kib(shared)} + own ${kib(total - shared)})`);
    for (const url of own) console.log(`  ${kib(gzip(url))}  ${url}  ${describe(url)}`);
  }
} finally {
  server.kill();
}
