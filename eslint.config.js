import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are generated from the folders on disk, so a new feature or page is fenced in on creation.
// Paths are taken from this file's folder, so editors that lint from elsewhere agree with the CLI.
const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name);
const features = folders('src/features');
const pageFolders = folders('pages');

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
  message:
    'Features do not import each other: move the shared part to src/entities (what several features render or rule on), src/ui or src/shop, or compose both in a page or in src/views.',
}));
const pageZones = pageFolders.map((page) => ({
  target: `./pages/${page}`,
  from: pageFolders.filter((other) => other !== page).map((other) => `./pages/${other}`),
  message:
    'Pages do not import each other: move what both need to src/views (compositions of features) or to the shared frame (pages/+*.ts, pages/frameData.ts).',
}));

const boundaries = [
  ...featureZones,
  ...pageZones,
  {
    // The top-level files are the frame every page shares; one page's folder must not ride along.
    target: './pages/*.{ts,tsx}',
    from: pageFolders.map((page) => `./pages/${page}`),
    message: 'The shared frame (pages/+*.ts, pages/frameData.ts) serves every page and imports no page folder.',
  },
  {
    target: ['./src/ui', './src/shop'],
    from: ['./src/features', './pages'],
    message: 'src/ui and src/shop are the ground floor: plain props and shop context, no features or pages. Pass data in as props.',
  },
  {
    // src/ui (looks and controls) and src/shop (the shop's state and rules) stand side by side and
    // import nothing of each other. The crossings listed are the ones left to undo: links keep the
    // webview's base path and refuse what browsers rewrite (runtime, redirect rules), form texts come
    // from the shop's catalogue, and the tenant check knows the design tokens and the countries
    // with address rules.
    target: './src/ui',
    from: './src/shop',
    except: [
      './page/runtime.ts',
      './page/localizedPaths.ts',
      './page/redirectTarget.ts',
      './page/redirectTarget.fixtures.ts',
      './texts/formMessages.ts',
    ],
    message: 'src/ui and src/shop import nothing of each other: move the shared piece to the side that owns it, or pass it in as props.',
  },
  {
    target: './src/shop',
    from: './src/ui',
    except: ['./tokens.ts', './form/countries.ts'],
    message: 'src/ui and src/shop import nothing of each other: move the shared piece to the side that owns it, or pass it in as props.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/views', './pages'],
    message:
      'src/entities holds the shapes and rules several features share (product, price, order): it builds on ui, relay and shop, never on a feature, view or page.',
  },
  {
    // Analytics reports a product's delivery status, so the shop's event builders read the
    // availability's delivery state (its rule without the texts); nothing else below the entities
    // reaches up to them.
    target: ['./src/ui', './src/shop', './src/relay'],
    from: './src/entities',
    except: ['./product/deliveryState.ts'],
    message: 'src/entities sits above ui, relay and shop: they do not import it. Move the shared part down, or pass it in as props.',
  },
  {
    target: './src/internals',
    from: [
      './src/features',
      './src/views',
      './src/entities',
      './src/ui',
      './src/shop',
      './src/relay',
      './src/server',
      './src/build',
      './pages',
      './tenants',
      './mock-server',
    ],
    message:
      'src/internals holds only what the shop relies on in Vike and Relay beyond their APIs: it imports those libraries and nothing of the shop.',
  },
  {
    target: './src/relay',
    from: ['./src/features', './pages'],
    message: 'src/relay is infrastructure: features and pages import it, never the other way round.',
  },
  {
    target: ['./src/features', './src/views'],
    from: './pages',
    message: 'Pages compose features and views; nothing in src imports a page. Pass page data in as props.',
  },
  {
    target: ['./src/features', './src/entities', './src/ui', './src/shop', './src/relay', './src/server', './tenants', './mock-server'],
    from: './src/views',
    message: 'src/views holds compositions that pages share; only pages import them.',
  },
  {
    target: ['./mock-server/lib', './mock-server/validation', './mock-server/sessions', './mock-server/data', './mock-server/faults'],
    from: './mock-server/domains',
    message: 'Shared mock infrastructure sits below the domains: domains import it, never the other way round.',
  },
  {
    target: './mock-server',
    from: ['./src/features', './pages'],
    message: 'The mock server implements the schema; it never depends on the front end.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '**/__generated__/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Faker's main entry loads all its 70 locales (some 14 MB of the server's heap): its values
      // come from a locale's own entry ('@faker-js/faker/locale/de'), its types from anywhere.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@faker-js/faker',
              message: "Import values from a locale's entry ('@faker-js/faker/locale/de'); the main entry loads every locale.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // React rules where React runs: pages and the front-end sources.
  {
    files: ['pages/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import boundaries. Imports name their file ('./x.ts'), so a plain resolver that knows the
  // TypeScript extensions finds every module; no-cycle parses those with the TypeScript parser.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Type-only imports are erased and do not count; packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Nothing imports a test file, so none can close a cycle: skipping them loses nothing and
  // spares no-cycle a walk through the mock server from every contract test.
  { files: ['**/*.test.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
  // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
);
