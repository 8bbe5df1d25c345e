// Mock server figures: start-up (catalogue and search index, in a fresh process) and the median
// latency of a filtered category listing, a search listing and a suggestion request over the
// full catalogue, through createMockServer().fetch in-process (no network).
import { spawnSync } from 'node:child_process';

const WARM_UP = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

interface Startup {
  importMs: number;
  catalogueMs: number;
  indexMs: number;
  /** CPU time of catalogue and index: less sensitive than wall time to a busy machine. */
  buildCpuMs: number;
  products: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Run in the child process: what the first request would pay for. */
async function measureStartup(): Promise<Startup> {
  const started = performance.now();
  const { catalogue } = await import('../../mock-server/data/catalogue.ts');
  const { searchIndex } = await import('../../mock-server/domains/fulltext/index.ts');
  const imported = performance.now();
  const cpuBefore = cpuMs();
  const products = catalogue().products.length;
  const built = performance.now();
  searchIndex();
  const indexed = performance.now();
  return {
    importMs: imported - started,
    catalogueMs: built - imported,
    indexMs: indexed - built,
    buildCpuMs: cpuMs() - cpuBefore,
    products,
  };
}

function startupInFreshProcess(): Startup & { processMs: number } {
  const started = performance.now();
  const child = spawnSync(process.execPath, [import.meta.filename, '--startup'], { encoding: 'utf8' });
  const processMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`start-up measurement failed: ${child.stderr}`);
  return { ...(JSON.parse(child.stdout) as Startup), processMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

async function latencies(fetchMock: (request: Request) => Promise<Response>, bodies: readonly object[]): Promise<number[]> {
  const send = async (body: object) => {
    const response = await fetchMock(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const json = (await response.json()) as { errors?: unknown };
    if (json.errors) throw new Error(`request failed: ${JSON.stringify(json.errors)}`);
  };
  for (let i = 0; i < WARM_UP; i++) await send(bodies[i % bodies.length]!);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await send(bodies[i % bodies.length]!);
    times.push(performance.now() - started);
  }
  return times;
}

const TILE =
  'id name outsold brand { id name } price { currency min old priceRange } images(count: 1) { hash alt } colors { id code label }';
const LISTING = `query BenchListing($input: ProductListingInput!) { productListing(input: $input) { id totalItemsCount pageCount products { ${TILE} } filters { id name type range { min max } values { id name count selected colorCode } } activeFilters { id values } } }`;
const SUGGESTION = `query BenchSuggestion($term: String!) { suggestion(input: { term: $term, locale: "de-DE" }) { id brands { id name } categories { id category { id name path } suggestedFilter { id values } score } products { id product { id name images(count: 1) { hash alt } price { min priceRange currency } } score } } }`;

const categoryListings = [1, 2, 3].map((page) => ({
  query: LISTING,
  variables: {
    input: {
      locale: 'de-DE',
      categoryPath: '/damen-mode',
      page,
      pageSize: 24,
      sort: 'topSeller',
      filters: [
        { id: 'colour', values: ['schwarz', 'rot'] },
        { id: 'price', values: ['1000-15000'] },
      ],
    },
  },
}));
const searchListings = ['kleid', 'rote kleider', 'sneaker leder', 'matratze', 'somerkleid'].map((term) => ({
  query: LISTING,
  variables: { input: { locale: 'de-DE', term, pageSize: 24 } },
}));
const suggestions = ['som', 'somm', 'sommerk', 'rote kl', 'elbs', 'matra'].map((term) => ({ query: SUGGESTION, variables: { term } }));

async function main() {
  const startup = startupInFreshProcess();
  console.log('Mock server start-up (fresh process)');
  console.log(`  products          ${startup.products}`);
  console.log(`  module loading    ${startup.importMs.toFixed(0)} ms`);
  console.log(`  catalogue build   ${startup.catalogueMs.toFixed(0)} ms`);
  console.log(`  search index      ${startup.indexMs.toFixed(0)} ms`);
  console.log(
    `  catalogue + index ${(startup.catalogueMs + startup.indexMs).toFixed(0)} ms (CPU ${startup.buildCpuMs.toFixed(0)} ms; whole process ${startup.processMs.toFixed(0)} ms)`,
  );

  const { createMockServer } = await import('../../mock-server/app.ts');
  const mock = createMockServer();
  const fetchMock = (request: Request) => mock.fetch(request);
  console.log(`Mock request latency, ${REQUESTS} requests each after ${WARM_UP} to warm up`);
  for (const [name, bodies] of [
    ['category listing with filters', categoryListings],
    ['search listing', searchListings],
    ['suggestion', suggestions],
  ] as const) {
    const times = await latencies(fetchMock, bodies);
    console.log(`  ${name.padEnd(30)} median ${median(times).toFixed(2).padStart(7)} ms   p95 ${p95(times).toFixed(2).padStart(7)} ms`);
  }
}

if (process.argv.includes('--startup')) console.log(JSON.stringify(await measureStartup()));
else await main();
