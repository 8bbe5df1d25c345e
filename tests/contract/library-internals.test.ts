// What the shop relies on in Vike and Relay beyond their documented APIs (src/internals/vike.ts,
// src/internals/relay.ts), checked against the installed packages, the generated artifacts and a
// real page of the production build. A failure names the assumption that no longer holds; the
// README's upgrade checklist says what to do about it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from '@brillout/json-serializer/parse';
import { createOperationDescriptor, Environment, Network, RecordSource, Store, type ConcreteRequest } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDependencyFixes } from '../../src/build/dependencyFixes.ts';
import {
  libModule,
  REACT_RELAY,
  RELAY_RUNTIME,
  RELAY_RUNTIME_INTERNAL,
  withoutNormalization,
  withoutQueryText,
  type Source,
} from '../../src/internals/relay.ts';
import {
  isVikeClientEntry,
  MODULE_PRELOAD_OPEN,
  MODULE_SCRIPT_TYPE,
  PAGE_CONTEXT_SCRIPT_ID,
  PATCHED_FILES,
  VIKE_FIXES,
} from '../../src/internals/vike.ts';
import { isPageQuery } from '../../src/relay/pageQueries.ts';
import { unpackPageRecords, type PackedPageRecords } from '../../src/relay/pageRecords.ts';
import { deferredPageScripts } from '../../src/server/deferScripts.ts';
import { PAGE_HTML_SLOT, PAGE_RECORDS_SLOT } from '../../src/server/pageSlot.ts';
import { rawRequest, root, startProductionServer, type RunningServer } from './productionServer.ts';

const require = createRequire(import.meta.url);
const LISTING = '/damen-mode/kleider/sommerkleider';
const VISITOR = { cookie: 'mock_visitor=library-internals-test; ecc=000; eccCurrent=000' };
const CHECKLIST = "see the README's upgrade checklist";

let server: RunningServer;
let status: number;
let html: string;
beforeAll(async () => {
  server = await startProductionServer();
  const response = await rawRequest(server.port, 'GET', LISTING, VISITOR);
  status = response.status;
  html = response.body.toString('utf8');
}, 120_000);
afterAll(() => server?.stop());

/** The page context Vike sent with the page, read as its client reads it. */
function pageContextOfPage(): { data: { records: PackedPageRecords; variables: Record<string, unknown> } } {
  const script = new RegExp(`<script id="${PAGE_CONTEXT_SCRIPT_ID}" type="application/json"[^>]*>([^]*?)</script>`).exec(html)?.[1];
  expect(
    script,
    `no <script id="${PAGE_CONTEXT_SCRIPT_ID}"> in the page: PAGE_CONTEXT_SCRIPT_ID in src/internals/vike.ts, ${CHECKLIST}`,
  ).toBeDefined();
  return parse(script!) as ReturnType<typeof pageContextOfPage>;
}

/** Every file of the client build with its path under dist/client. */
function clientFiles(dir = join(root, 'dist', 'client'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clientFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('Vike, on a real page', () => {
  it('puts the page rendered into pageContext.pageHtmlString into the document (PAGE_HTML_FIELD)', () => {
    expect(status, `the listing did not render: PAGE_HTML_FIELD in src/internals/vike.ts, ${CHECKLIST}`).toBe(200);
    expect(html).not.toContain(PAGE_HTML_SLOT);
    expect(html, 'vike-react no longer renders the page into <div id="root">').toMatch(/<div id="root"[^>]*>\s*<(?!\/div>)/);
  });

  it('writes the page context with its serializer, which reads back the records put into their slot (asPageContextString)', () => {
    expect(html).not.toContain(PAGE_RECORDS_SLOT);
    const { data } = pageContextOfPage();
    const records = JSON.parse(data.records.json) as { shop?: Record<string, unknown> };
    expect(Object.keys(records.shop ?? {}).length, 'the page context carries no shop records').toBeGreaterThan(10);
  });

  it('writes its entry as the last module script and module preloads that the server defers (MODULE_SCRIPT_TYPE, MODULE_PRELOAD_OPEN)', () => {
    const scripts = deferredPageScripts(html);
    expect(
      scripts,
      `the page's scripts were not deferred: Vike's entry script no longer looks as MODULE_SCRIPT_TYPE in src/internals/vike.ts says, ${CHECKLIST}`,
    ).not.toBeNull();
    expect(html, 'a module script is left in the page').not.toContain(`<script${MODULE_SCRIPT_TYPE}`);
    expect(html, 'a module preload tag is left in the page').not.toContain(MODULE_PRELOAD_OPEN);
    const { entry, preloads } = scripts!;
    expect(isVikeClientEntry(entry), `the entry ${entry} is not Vike's client entry: isVikeClientEntry in src/internals/vike.ts`).toBe(
      true,
    );
    expect(preloads.length).toBeGreaterThan(0);
    for (const file of [entry, ...preloads])
      expect(existsSync(join(root, 'dist', 'client', file)), `${file} is not in the build`).toBe(true);
    expect(clientFiles().filter(isVikeClientEntry)).toHaveLength(1);
  });

  it('has each text that the client build patches once in the installed packages (VIKE_FIXES)', () => {
    for (const [name, path] of Object.entries(PATCHED_FILES)) {
      const file = join(root, 'node_modules', path);
      expect(existsSync(file), `PATCHED_FILES.${name}: ${path} is gone, ${CHECKLIST}`).toBe(true);
      // Throws with the fix's text and reason when a text is missing or found twice.
      const fixed = applyDependencyFixes(file, readFileSync(file, 'utf8'));
      for (const fix of VIKE_FIXES.filter((fix) => fix.file.test(file))) expect(fixed).toContain(fix.replace);
    }
    expect(VIKE_FIXES.every((fix) => Object.values(PATCHED_FILES).some((path) => fix.file.test(join(root, 'node_modules', path))))).toBe(
      true,
    );
  });

  it('ships the patched hydration: the root is tested with hasChildNodes, not its serialized innerHTML', () => {
    const scripts = clientFiles().filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(join(root, 'dist', 'client', file), 'utf8'));
    expect(code.some((text) => text.includes('.hasChildNodes()') && text.includes('hydrateRoot'))).toBe(true);
    expect(code.some((text) => /\.innerHTML\s*!==?\s*(''|"")/.test(text))).toBe(false);
  });
});

describe('Relay', () => {
  const tables: Array<[packageName: string, table: Record<string, Source>]> = [
    ['react-relay', REACT_RELAY],
    ['relay-runtime', RELAY_RUNTIME],
    ['relay-runtime', RELAY_RUNTIME_INTERNAL],
  ];

  it("finds every export of the browser's modules in the lib/ file the tables name", () => {
    for (const [packageName, table] of tables) {
      for (const [name, source] of Object.entries(table)) {
        const [file, property] = typeof source === 'string' ? [source, undefined] : source;
        if (file.startsWith('#')) continue;
        const where = `${packageName} ${name} (${libModule(packageName, file)}): the tables in src/internals/relay.ts, ${CHECKLIST}`;
        let loaded: Record<string, unknown> | undefined;
        expect(() => (loaded = require(libModule(packageName, file)) as Record<string, unknown>), where).not.toThrow();
        expect(property ? loaded![property] : loaded, where).toBeDefined();
      }
    }
  });

  it("takes the client build's edits on every generated artifact (withoutQueryText, withoutNormalization)", () => {
    const artifacts = ['src', 'pages'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((file) => /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(file))
        .map((file) => join(root, dir, file)),
    );
    let queries = 0;
    let pageQueries = 0;
    for (const file of artifacts) {
      const code = readFileSync(file, 'utf8');
      const edited = withoutQueryText(code);
      if (edited === null) continue;
      queries++;
      expect(edited, `${file}: its query text was not found, ${CHECKLIST}`).not.toBe(code);
      expect(edited).toContain('"text": null');
      const name = /([^\\/]+)\.graphql\.ts$/.exec(file)![1]!;
      if (!isPageQuery(name)) continue;
      pageQueries++;
      expect(() => withoutNormalization(code), `${file}, ${CHECKLIST}`).not.toThrow();
    }
    expect(queries).toBeGreaterThan(10);
    expect(pageQueries).toBeGreaterThan(5);
  });

  it("reads a real page's query from the records the page brings (RecordMap)", async () => {
    const { data } = pageContextOfPage();
    const records = unpackPageRecords(data.records)!;
    const query = (
      (await import(join(root, 'pages', 'listing', '__generated__', 'ListingPageQuery.graphql.ts'))) as { default: ConcreteRequest }
    ).default;
    const environment = new Environment({
      network: Network.create(() => Promise.reject(new Error('no request in this test'))),
      store: new Store(new RecordSource(records.shop)),
    });
    const snapshot = environment.lookup(createOperationDescriptor(query, data.variables).fragment);
    expect(snapshot.isMissingData, 'the page records do not answer the listing query').toBe(false);
  });
});
