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
  ContactPageQuery: { locale: 'de-DE' },
  ContactFormSubmitMutation: { input: { reasonId: 'reason-order', firstName: 'Paul', lastName: 'Wagner', email: 'paul.wagner@example.de', message: 'Hallo' } },
  CatalogueOrderPageQuery: { locale: 'de-DE' },
  CatalogueOrderFormRequestMutation: {
    input: { catalogueIds: ['mode-hw26'], address: { gender: 'f', firstName: 'Lena', lastName: 'Krüger', street: 'Gartenstraße', houseNumber: '5', zipCode: '50667', city: 'Köln' } },
  },
  NewsletterSubscribeMutation: { input: { email: 'contract@example.de', salutation: 'f', birthday: null } },
  // Anna's subscription is confirmed already: the link answers alreadyActivated.
  NewsletterActivateMutation: { token: `nl-${Buffer.from('anna.becker@example.com').toString('base64url')}` },
  NewsletterUnsubscribeMutation: { input: { email: 'anna.becker@example.com', kind: 'productRecommendations' } },
  NewsletterUpdateDataMutation: { input: { email: 'anna.becker@example.com', firstName: 'Anna' } },
  SupportIdsQuery: {},
  TrackAndTraceSearchQuery: { input: { orderNumber: '7100470558', zipCode: '60325' } },
  TrackingOptOutMutation: { provider: 'criteo' },
  NewsletterUpdateFormQuery: {},
  ContentPageQuery: { slug: 'agb', pageType: 'content', locale: 'de-DE', preview: false },
  ContentModalTextQuery: { id: 'herbst15-bedingungen', locale: 'de-DE', preview: false },
  CouponLegalHintQuery: { locale: 'de-DE', preview: false },
  ContentPriceQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  ContentTrackingOptOutMutation: { provider: 'google-analytics' },
  WishlistStateQuery: { locale: 'de-DE' },
  WishlistPageQuery: { locale: 'de-DE' },
  WishlistAddItemMutation: { productId: KNOWN.availableProduct, locale: 'de-DE', isTargetingAllowed: false },
  WishlistRemoveItemMutation: { itemKey: `wishlist-item-${KNOWN.availableProduct}`, locale: 'de-DE', isTargetingAllowed: true },
  WishlistTrackAddMutation: { productId: KNOWN.availableProduct, sessionId: 'contract-session', trackingConsent: true, locale: 'de-DE' },
  WishlistTrackRemoveMutation: { productId: KNOWN.availableProduct, sessionId: 'contract-session', userId: null, trackingConsent: false, locale: 'de-DE' },
  RatingInfoContentQuery: { productId: KNOWN.availableProduct, locale: 'de-DE' },
  ReviewsContentQuery: {
    productId: KNOWN.availableProduct,
    locale: 'de-DE',
    input: { productId: KNOWN.availableProduct, locale: 'de-DE', sort: 'mostHelpful', rating: 4, page: 2, pageSize: 5 },
  },
  WriteReviewContentQuery: { productId: KNOWN.availableProduct, locale: 'de-DE' },
  ReviewsFeedbackMutation: { input: { reviewId: `${KNOWN.availableProduct}-review-1`, helpful: true, report: null } },
  ReviewsSubmitMutation: {
    input: { productId: KNOWN.availableProduct, locale: 'de-DE', rating: 5, isRecommended: true, title: null, text: 'Passt.', nickname: 'Vertrag', contactConsent: false },
  },
};

/** Headers of operations that need a logged-in customer (demo customers, mock-server/README.md). */
const operationHeaders: Record<string, Record<string, string>> = {
  ReviewsSubmitMutation: { authorization: 'Bearer mock-token-40512876' },
};

/** What the visitor must have done before the operation can succeed. */
const setup: Record<string, string> = {
  WishlistRemoveItemMutation: `mutation { addWishlistItem(productId: "${KNOWN.availableProduct}", locale: "de-DE", isTargetingAllowed: false) { id } }`,
};

/** Operations only a logged-in customer may send, with the token they are sent with. */
const customerToken: Record<string, string> = { NewsletterUpdateFormQuery: 'Bearer mock-token-40512873' };

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
        const cookie = `mock_visitor=contract${name}`;
        const before = setup[name];
        if (before) {
          const prepared = await mock.fetch(
            new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify({ query: before }) }),
          );
          expect(((await prepared.json()) as { errors?: unknown }).errors).toBeUndefined();
        }
        const response = await mock.fetch(
          new Request(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie,
              ...headers,
              ...operationHeaders[name],
              ...(customerToken[name] ? { authorization: customerToken[name] } : {}),
            },
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
