import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the mock server and typed documents for the contract tests.
// Every output names its own schema: a root `schema` would be merged into all of them.
// Relay sources (src/, pages/) are never scanned: their directives break codegen.

const shopSchema = ['schema/shop.graphql', 'schema/personalised.graphql'];
const contentSchema = ['schema/content.graphql'];

// Output must be plain, erasable TypeScript (type imports, no enums).
const erasable = { useTypeImports: true, enumsAsTypes: true };

// Generated code is checked in but not linted.
const generatedHeader = { add: { content: '/* eslint-disable */' } };

const documentsPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: erasable,
} as const;

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'mock-server/__generated__/shop-resolvers.ts': {
      schema: shopSchema,
      plugins: [generatedHeader, 'typescript', 'typescript-resolvers'],
      config: { ...erasable, contextType: '../context.ts#ShopContext' },
    },
    'mock-server/__generated__/content-resolvers.ts': {
      schema: contentSchema,
      plugins: [generatedHeader, 'typescript', 'typescript-resolvers'],
      config: { ...erasable, contextType: '../context.ts#ContentContext' },
    },
    'tests/contract/__generated__/shop/': {
      schema: shopSchema,
      documents: ['tests/contract/operations/shop/**/*.graphql'],
      ...documentsPreset,
    },
    'tests/contract/__generated__/content/': {
      schema: contentSchema,
      documents: ['tests/contract/operations/content/**/*.graphql'],
      ...documentsPreset,
    },
  },
};

export default config;
