// `npm run bench:soak`: the production server with the embedded mock (as `npm start` runs it)
// under a realistic mix for --minutes (SOAK_MINUTES, default 20): CLIENTS (SOAK_CLIENTS, 20)
// visitors at a time, each a new one with its own mock identity, who browse (home, listings,
// products, search), fill a basket and look at it and the checkout, or log in as a demo customer,
// look at the account, its orders and invoices and place an order. The server's memory and heap
// are read every 10 s; after the warm-up (the first quarter, at most 3 minutes) resident memory must
// stay within 10 % of its first reading (exit code 1 otherwise). Port 3420 (SOAK_PORT, metrics on
// the next one). Needs a build (npm run build) and the machine to itself.
import { print } from 'graphql';
import {
  ContractAddToBasketMutationDocument,
  ContractLoginMutationDocument,
  ContractPlaceOrderMutationDocument,
} from '../contract/__generated__/shop/graphql.ts';
import { ADDRESS, ANNA, DENIZ, JONAS, MARLENE, plentifulVariants } from '../contract/checkout-fixtures.ts';
import { DEMO_PASSWORD } from '../../mock-server/data/customers.ts';
import { BUDGET_PATHS } from './clientJs.ts';
import { BROWSER_HEADERS, metricLines, metricSum, now, option, productPaths, rssMb, sleep, timedFetch } from './loadDriver.ts';
import { answeredP99, countByStatus, flatAfterWarmUp, table, type Sample } from './loadStats.ts';
import { startProductionServer } from './prodServer.ts';

const MINUTES = option('minutes', 'SOAK_MINUTES', 20);
const CLIENTS = option('clients', 'SOAK_CLIENTS', 20);
const PORT = option('port', 'SOAK_PORT', 3420);
const DURATION_MS = MINUTES * 60_000;
const WARM_UP_MS = Math.min(DURATION_MS / 4, 3 * 60_000);
const READ_EVERY_MS = 10_000;

const base = `http://localhost:${PORT}`;
const metricsOrigin = `http://localhost:${PORT + 1}`;
const server = await startProductionServer(PORT, { METRICS_PORT: String(PORT + 1) });

const CUSTOMERS = [ANNA, JONAS, MARLENE, DENIZ];
const variants = plentifulVariants(40).map((ref) => ref.variant.id);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** A browser's session: its cookies and, once logged in, its token. */
class Visit {
  readonly cookies = new Map<string, string>([['mock_visitor', `soak-${crypto.randomUUID()}`]]);
  token: string | undefined;
  private readonly record: (kind: 'page' | 'api', sample: Sample) => void;
  constructor(record: (kind: 'page' | 'api', sample: Sample) => void) {
    this.record = record;
  }

  private headers(extra: Record<string, string> = {}) {
    return { ...BROWSER_HEADERS, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...extra };
  }

  async page(path: string) {
    const { start, end, status } = await timedFetch(base + path, { headers: this.headers() });
    this.record('page', { start, end, status });
  }

  async graphql(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
    const sample = await timedFetch(`${base}/graphql`, {
      method: 'POST',
      headers: this.headers({
        'content-type': 'application/json',
        origin: base,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      }),
      body: JSON.stringify({ query, variables }),
    });
    this.record('api', { start: sample.start, end: sample.end, status: sample.status });
    let data: Record<string, unknown> | undefined;
    try {
      data = (JSON.parse(sample.body ?? '') as { data?: Record<string, unknown> | null }).data ?? undefined;
    } catch {
      data = undefined;
    }
    if (!data) apiFailures++;
    return data;
  }

  async login(customerNumber: string) {
    const data = await this.graphql(print(ContractLoginMutationDocument), {
      input: { method: 'customerNumber', identifier: customerNumber, password: DEMO_PASSWORD },
    });
    this.token = (data?.['login'] as { token?: string } | undefined)?.token;
    if (this.token) this.cookies.set('shop_auth', this.token);
  }

  addToBasket = () => this.graphql(print(ContractAddToBasketMutationDocument), { variantId: pick(variants), quantity: 1 });
}

const ADDRESS_MUTATION = 'mutation SoakAddress($input: AddressInput!) { setCheckoutAddress(input: $input) { __typename } }';
const PAYMENT_MUTATION = 'mutation SoakPayment($id: ID!) { setPaymentMethod(paymentMethodId: $id) { __typename } }';

let apiFailures = 0;
let orders = 0;
const pages: Sample[] = [];
const apis: Sample[] = [];
const record = (kind: 'page' | 'api', sample: Sample) => (kind === 'page' ? pages : apis).push(sample);

const { home, listing, search, product } = BUDGET_PATHS;
const products = [product, ...(await productPaths(base, listing, 12))];
const listings = [listing, '/damen-mode/kleider/sommerkleider', '/damen-mode', `${listing}?page=2`];
const searches = [search, '/search?q=sneaker', '/search?q=matratze', '/search?q=rote+kleider'];

/** One visitor's session, by a realistic share: half browse, three in ten buy anonymously, two log in. */
async function visit() {
  const v = new Visit(record);
  const roll = Math.random();
  await v.page(pick([home, pick(listings), pick(searches)]));
  await v.page(pick(listings));
  await v.page(pick(products));
  if (roll < 0.5) {
    await v.page(pick(searches));
    await v.page(pick(products));
    return;
  }
  if (roll >= 0.8) {
    await v.login(pick(CUSTOMERS));
    await v.page('/customer');
    await v.page(pick(['/customer/orders', '/customer/invoices', '/customer/returns']));
  }
  await v.addToBasket();
  await v.addToBasket();
  await v.page('/basket');
  await v.page('/checkout');
  if (roll >= 0.8) {
    await v.graphql(ADDRESS_MUTATION, { input: ADDRESS });
    await v.graphql(PAYMENT_MUTATION, { id: 'invoice' });
    if (await v.graphql(print(ContractPlaceOrderMutationDocument), { input: { acceptTerms: true } })) orders++;
    await v.page('/thanks');
  }
}

const readings: Array<{ at: number; mb: number; heapMb: number; hitRatio: number }> = [];
const started = now();
let running = true;
const clients = Array.from({ length: CLIENTS }, async () => {
  while (running) await visit();
});
try {
  console.log(
    `Soak: ${MINUTES} min, ${CLIENTS} visitors at a time (embedded mock), memory read every ${READ_EVERY_MS / 1000} s, warm-up ${(WARM_UP_MS / 60_000).toFixed(1)} min`,
  );
  while (now() - started < DURATION_MS) {
    await sleep(READ_EVERY_MS);
    const lines = await metricLines(metricsOrigin, ['nodejs_heap_size_used_bytes', 'shop_page_data_shared_answers_total']);
    const hits = metricSum(lines, 'shop_page_data_shared_answers_total', 'result="hit"');
    const all = metricSum(lines, 'shop_page_data_shared_answers_total');
    readings.push({
      at: now() - started,
      mb: await rssMb(server.pid),
      heapMb: metricSum(lines, 'nodejs_heap_size_used_bytes') / 2 ** 20,
      hitRatio: all ? hits / all : NaN,
    });
    const last = readings.at(-1)!;
    if (readings.length % 6 === 0)
      console.log(
        `  ${(last.at / 60_000).toFixed(1)} min: RSS ${last.mb.toFixed(0)} MB, heap used ${last.heapMb.toFixed(0)} MB, ${pages.length} pages, ${apis.length} API calls`,
      );
  }
  running = false;
  await Promise.all(clients);

  const minutes = new Map<number, (typeof readings)[number]>();
  for (const reading of readings) minutes.set(Math.floor(reading.at / 60_000), reading);
  console.log(
    `\n${table(
      ['minute', 'RSS', 'heap used', 'shared answers hit'],
      [...minutes].map(([minute, r]) => [
        String(minute + 1),
        `${r.mb.toFixed(0)} MB`,
        `${r.heapMb.toFixed(0)} MB`,
        `${(r.hitRatio * 100).toFixed(0)} %`,
      ]),
    )}`,
  );
  const flat = flatAfterWarmUp(readings, WARM_UP_MS);
  const statuses = (samples: Sample[]) =>
    countByStatus(samples)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
  console.log(
    `\npages: ${pages.length} (${statuses(pages)}), p99 ${answeredP99(pages).toFixed(0)} ms; API calls: ${apis.length} (${statuses(apis)}), p99 ${answeredP99(apis).toFixed(0)} ms, ${apiFailures} without data; ${orders} orders placed`,
  );
  console.log(
    `RSS after warm-up: ${flat.baseline.toFixed(0)} MB, highest later ${flat.highest.toFixed(0)} MB: ${flat.flat ? 'flat within 10 %' : 'MISSED (grew more than 10 %)'}`,
  );
  console.log(`\n/metrics at the end (${metricsOrigin}/metrics):`);
  for (const line of await metricLines(metricsOrigin, [
    'process_resident_memory_bytes',
    'nodejs_heap_size',
    'nodejs_external_memory_bytes',
    'shop_page_data_shared_answers_total',
    'shop_render_queue_shed_total',
  ]))
    console.log(`  ${line}`);
  if (!flat.flat) process.exitCode = 1;
} finally {
  running = false;
  server.kill();
}
