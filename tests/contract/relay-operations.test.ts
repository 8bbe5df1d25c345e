// Every operation the pages and features send (the Relay projects' persisted queries) is valid
// against its schema, and the mock server answers each one without errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app.ts';
import { shopApiSchema } from '../../schema/merge.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';

const root = join(import.meta.dirname, '..', '..');
const persisted = (project: string) =>
  JSON.parse(readFileSync(join(root, 'src/relay/__generated__', `${project}.persisted.json`), 'utf8')) as Record<string, string>;

const projects = {
  shop: { schema: shopApiSchema(), url: 'http://localhost/graphql', headers: {} as Record<string, string> },
  content: {
    schema: buildSchema(readFileSync(join(root, 'schema/content.graphql'), 'utf8')),
    url: 'http://localhost/content/graphql',
    headers: { authorization: 'Bearer mock-content-token' } as Record<string, string>,
  },
};

/** Variables a real page would send, per operation. A new operation must be added here. */
const variables: Record<string, Record<string, unknown>> = {
  HomePageQuery: { locale: 'de-DE' },
  ListingPageQuery: { input: { locale: 'de-DE', categoryPath: '/damen-mode/kleider', sort: 'priceAsc', page: 2, pageSize: 60, filters: [{ id: 'colour', values: ['rot'] }], pinnedProductIds: [] } },
  ListingTrailQuery: { locale: 'de-DE' },
  SearchPageQuery: { input: { locale: 'de-DE', term: 'Somerkleid', sort: 'topSeller', page: 1, pageSize: 60, filters: [], pinnedProductIds: [] } },
  ProductPageQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  ProductPopupModalQuery: { id: KNOWN.availableProduct, locale: 'de-DE', referrer: 'popupProduct' },
  ProductReviewCountQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  HeaderToolsQuery: { locale: 'de-DE' },
  FrameNavigationQuery: { locale: 'de-DE' },
  HomePageContentQuery: { locale: 'de-DE', preview: false },
  OffCanvasPhoneBoxQuery: { locale: 'de-DE', preview: false },
  SearchSuggestionsQuery: { input: { term: 'kleid', locale: 'de-DE' } },
  SmartSuggestionsQuery: { term: 'kle' },
  SearchFieldLookupQuery: { input: { term: 'sommerkleid', locale: 'de-DE' } },
  SearchFieldTrackSearchMutation: { searchTerm: 'kleid', sessionId: 'contract-session', trackingConsent: true, locale: 'de-DE' },
  BasketAddItemMutation: { input: { variantId: KNOWN.availableVariant, quantity: 1, locale: 'de-DE' } },
  BasketSetDisposalServiceMutation: { quantity: 0 },
  SizeTableContentQuery: { id: KNOWN.partnerSizeTableProduct, locale: 'de-DE' },
  ProductSafetyContentQuery: { dimensionId: `${KNOWN.energyClassProduct}-1`, locale: 'de-DE' },
  DisposalNoteContentQuery: { locale: 'de-DE', preview: false },
  AccountLoginMutation: { input: { method: 'customerNumber', identifier: '40512873', password: 'Sommer2026!' } },
  RecommendationsQuery: {
    input: {
      serviceId: 'productDetailPage',
      parameters: [{ name: 'pid', value: KNOWN.availableProduct }, { name: 'cid', value: `C${KNOWN.category.id}` }],
      outputConfig: [{ outputId: '1' }, { outputId: '2' }, { outputId: '3a' }, { outputId: '3b' }, { outputId: '4' }],
      sessionId: 'contract-session-id-21',
      userId: null,
      trackingConsent: true,
      locale: 'de-DE',
    },
  },
  RecommendationTrackClickMutation: { productId: KNOWN.availableProduct, trackingToken: 'productDetailPage|1-1|outfit|standard|P100010', sessionId: 'contract-session-id-21', trackingConsent: true, locale: 'de-DE' },
  RecommendationTrackCategoryClickMutation: { categoryId: KNOWN.category.id, trackingToken: 'homepage|1-1|categoryMatching|standard|10101', sessionId: 'contract-session-id-21', trackingConsent: true, locale: 'de-DE' },
  RecommendationTrackProductViewMutation: { productId: KNOWN.availableProduct, sessionId: 'contract-session-id-21', trackingConsent: true, locale: 'de-DE' },
  PromotionPriceQuery: { input: { id: KNOWN.saleProduct, locale: 'de-DE' } },
  PromotionCategoryImageQuery: { input: { id: KNOWN.category.id, locale: 'de-DE' }, locale: 'de-DE', sort: 'priceAsc', imageType: 'model', exactImageType: false },
  PromotionCategoryQuery: { input: { id: KNOWN.category.id, locale: 'de-DE' } },
  PromotionAutomatedProductQuery: { input: { id: KNOWN.availableProduct, locale: 'de-DE' }, imageType: 'model', exactImageType: true },
};

const mock = createMockServer();

for (const [project, { schema, url, headers }] of Object.entries(projects)) {
  describe(`${project} operations`, () => {
    const operations = Object.entries(persisted(project));
    it('exist', () => expect(operations.length).toBeGreaterThan(0));
    for (const [id, text] of operations) {
      const document = parse(text);
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      const name = operation?.name?.value ?? id;
      it(`${name} validates against the schema`, () => {
        expect(validate(schema, document).map((e) => e.message)).toEqual([]);
      });
      it(`${name} is answered by the mock`, async () => {
        expect(variables, `add sample variables for ${name}`).toHaveProperty([name]);
        const response = await mock.fetch(
          new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: `mock_visitor=contract${name}`, ...headers },
            body: JSON.stringify({ query: text, variables: variables[name], operationName: name }),
          }),
        );
        const body = (await response.json()) as { data?: unknown; errors?: unknown };
        expect(body.errors).toBeUndefined();
        expect(response.status).toBe(200);
        expect(body.data).toBeTruthy();
      });
    }
  });
}
