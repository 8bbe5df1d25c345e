// Every operation the pages and features send (the Relay projects' persisted queries) is valid
// against its schema, and the mock server answers each one without errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app.ts';
import { shopApiSchema } from '../../schema/merge.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { orderNumberFor } from '../../mock-server/domains/checkout/orderNumber.ts';

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

/** Demo customers (mock-server/README.md); operations that change a customer use one no other operation here relies on. */
const ANNA = '40512873'; // every order state, open invoice, running instalment plan
const JONAS = '40512874'; // e-mail not verified, nothing overdue: may ask for verification and deletion
const MARLENE = '40512875'; // e-mail verification pending: her link verifies it
const DENIZ = '40512876';
const LUKAS = '40512877'; // logs out, activates and resets his password

/** Variables a real page would send, per operation. A new operation must be added here. */
const variables: Record<string, Record<string, unknown>> = {
  HomePageQuery: { locale: 'de-DE' },
  ListingPageQuery: {
    input: {
      locale: 'de-DE',
      categoryPath: '/damen-mode/kleider',
      sort: 'priceAsc',
      page: 2,
      pageSize: 60,
      filters: [{ id: 'colour', values: ['rot'] }],
      pinnedProductIds: [],
    },
  },
  ListingTrailQuery: { locale: 'de-DE' },
  SearchPageQuery: {
    input: { locale: 'de-DE', term: 'Somerkleid', sort: 'topSeller', page: 1, pageSize: 60, filters: [], pinnedProductIds: [] },
  },
  ProductPageQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  ProductPopupModalQuery: { id: KNOWN.availableProduct, locale: 'de-DE', referrer: 'popupProduct' },
  ProductReviewCountQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  HeaderToolsQuery: { locale: 'de-DE' },
  HeaderWishlistCountQuery: { locale: 'de-DE' },
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
  ContactFormSubmitMutation: {
    input: { reasonId: 'reason-order', firstName: 'Paul', lastName: 'Wagner', email: 'paul.wagner@example.de', message: 'Hallo' },
  },
  CatalogueOrderPageQuery: { locale: 'de-DE' },
  CatalogueOrderFormRequestMutation: {
    input: {
      catalogueIds: ['mode-hw26'],
      address: {
        gender: 'f',
        firstName: 'Lena',
        lastName: 'Krüger',
        street: 'Gartenstraße',
        houseNumber: '5',
        zipCode: '50667',
        city: 'Köln',
      },
    },
  },
  NewsletterSubscribeMutation: { input: { email: 'contract@example.de', salutation: 'f', birthday: '1990-05-17' } },
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
  WishlistStateQuery: { locale: 'de-DE' },
  WishlistPageQuery: { locale: 'de-DE' },
  WishlistAddItemMutation: { productId: KNOWN.availableProduct, locale: 'de-DE', isTargetingAllowed: false },
  WishlistRemoveItemMutation: { itemKey: `wishlist-item-${KNOWN.availableProduct}`, locale: 'de-DE', isTargetingAllowed: true },
  WishlistTrackAddMutation: { productId: KNOWN.availableProduct, sessionId: 'contract-session', trackingConsent: true, locale: 'de-DE' },
  WishlistTrackRemoveMutation: {
    productId: KNOWN.availableProduct,
    sessionId: 'contract-session',
    userId: null,
    trackingConsent: false,
    locale: 'de-DE',
  },
  RatingInfoContentQuery: { productId: KNOWN.availableProduct, locale: 'de-DE' },
  ReviewsContentQuery: {
    productId: KNOWN.availableProduct,
    locale: 'de-DE',
    input: { productId: KNOWN.availableProduct, locale: 'de-DE', sort: 'mostHelpful', rating: 4, page: 2, pageSize: 5 },
  },
  WriteReviewContentQuery: { productId: KNOWN.availableProduct, locale: 'de-DE' },
  ReviewsFeedbackMutation: { input: { reviewId: `${KNOWN.availableProduct}-review-1`, helpful: true, report: null } },
  ReviewsSubmitMutation: {
    input: {
      productId: KNOWN.availableProduct,
      locale: 'de-DE',
      rating: 5,
      isRecommended: true,
      title: null,
      text: 'Passt.',
      nickname: 'Vertrag',
      contactConsent: false,
    },
  },
  BasketScreenQuery: {},
  BasketChangeItemMutation: { input: { itemId: `basket-line-${KNOWN.availableVariant}`, quantity: 2 } },
  BasketRemoveItemMutation: { itemId: `basket-line-${KNOWN.availableVariant}` },
  // The line removed a moment ago, put back from the basket's undo hint.
  BasketReAddItemMutation: { input: { variantId: KNOWN.availableVariant, quantity: 1, locale: 'de-DE' } },
  BasketBookDisposalMutation: { quantity: 1 },
  ChangeItemFormQuery: { id: KNOWN.availableProduct, locale: 'de-DE' },
  OrderFormArticleQuery: { displayNumber: KNOWN.dofDisplayNumber, locale: 'de-DE' },
  OrderFormSubmitMutation: {
    input: { lines: [{ displayNumber: KNOWN.dofDisplayNumber, variantId: KNOWN.dofVariant, quantity: 1 }], locale: 'de-DE' },
  },
  CheckoutQuery: {},
  CheckoutSetAddressMutation: {
    input: {
      gender: 'm',
      firstName: 'Paul',
      lastName: 'Wagner',
      street: 'Lindenallee',
      houseNumber: '12',
      zipCode: '10115',
      city: 'Berlin',
      country: 'DE',
      email: 'paul.wagner@example.de',
    },
  },
  CheckoutSetPaymentMutation: { paymentMethodId: 'paymentPause' },
  CheckoutPlaceOrderMutation: { input: { couponCode: null, acceptTerms: true, express: false } },
  CheckoutRedeemCouponMutation: { code: 'HERBST10' },
  CheckoutRemoveCouponMutation: {},
  ThanksQuery: {},
  // Order numbers derive from the visitor (mock_visitor=contract<operation>) and the orders before.
  ThanksSubmitSurveyMutation: {
    input: { orderNumber: orderNumberFor('contractThanksSubmitSurveyMutation', 0), score: 9, comment: 'Schnelle Lieferung' },
  },
  CustomerOverviewQuery: {},
  BalanceViewQuery: {},
  MaturitiesViewQuery: {},
  OrdersViewQuery: {},
  OrderDetailViewQuery: { number: '7100470558' },
  ReturnsViewQuery: {},
  InvoicesViewQuery: { months: 6 },
  InvoiceDetailViewQuery: { number: '8100245567' },
  AccountRequestOlderInvoicesMutation: { input: { period: '2024' } },
  AccountRegisterMutation: {
    input: {
      salutation: 'f',
      firstName: 'Greta',
      lastName: 'Vogel',
      email: 'greta.vogel@example.de',
      password: 'Herbst!26',
      dateOfBirth: '1988-03-14',
    },
  },
  AccountActivateMutation: { token: `activate-${LUKAS}` },
  AccountRequestPasswordResetMutation: { email: 'anna.becker@example.com' },
  AccountResetPasswordMutation: { input: { token: `reset-${LUKAS}-1`, password: 'Winter!2026' } },
  AccountVerifyEmailMutation: { token: `verify-${MARLENE}` },
  AccountRequestVerificationEmailMutation: {},
  AccountRequestDeletionMutation: {},
  AccountLogoutMutation: {},
  RecommendationsQuery: {
    input: {
      serviceId: 'productDetailPage',
      parameters: [
        { name: 'pid', value: KNOWN.availableProduct },
        { name: 'cid', value: `C${KNOWN.category.id}` },
      ],
      outputConfig: [{ outputId: '1' }, { outputId: '2' }, { outputId: '3a' }, { outputId: '3b' }, { outputId: '4' }],
      sessionId: 'contract-session-id-21',
      userId: null,
      trackingConsent: true,
      locale: 'de-DE',
    },
  },
  RecommendationTrackClickMutation: {
    productId: KNOWN.availableProduct,
    trackingToken: 'productDetailPage|1-1|outfit|standard|P100010',
    sessionId: 'contract-session-id-21',
    trackingConsent: true,
    locale: 'de-DE',
  },
  RecommendationTrackCategoryClickMutation: {
    categoryId: KNOWN.category.id,
    trackingToken: 'homepage|1-1|categoryMatching|standard|10101',
    sessionId: 'contract-session-id-21',
    trackingConsent: true,
    locale: 'de-DE',
  },
  RecommendationTrackProductViewMutation: {
    productId: KNOWN.availableProduct,
    sessionId: 'contract-session-id-21',
    trackingConsent: true,
    locale: 'de-DE',
  },
  PromotionPriceQuery: { input: { id: KNOWN.saleProduct, locale: 'de-DE' } },
  PromotionCategoryImageQuery: {
    input: { id: KNOWN.category.id, locale: 'de-DE' },
    locale: 'de-DE',
    sort: 'priceAsc',
    imageType: 'model',
    exactImageType: false,
  },
  PromotionCategoryQuery: { input: { id: KNOWN.category.id, locale: 'de-DE' } },
  PromotionAutomatedProductQuery: { input: { id: KNOWN.availableProduct, locale: 'de-DE' }, imageType: 'model', exactImageType: true },
};

/** Operations only a logged-in customer may send, with the customer they are sent as (its setup too). */
const loggedInAs: Record<string, string> = {
  NewsletterUpdateFormQuery: ANNA,
  ReviewsSubmitMutation: DENIZ,
  CustomerOverviewQuery: ANNA,
  BalanceViewQuery: ANNA,
  MaturitiesViewQuery: ANNA,
  OrdersViewQuery: ANNA,
  OrderDetailViewQuery: ANNA,
  ReturnsViewQuery: ANNA,
  InvoicesViewQuery: ANNA,
  InvoiceDetailViewQuery: ANNA,
  AccountRequestOlderInvoicesMutation: ANNA,
  AccountRequestVerificationEmailMutation: JONAS,
  // Marlene's overdue payments make her deletion fail by design (ACCOUNT_DELETION_FAILED).
  AccountRequestDeletionMutation: JONAS,
  AccountLogoutMutation: LUKAS,
};

const addToBasket = (variantId: string) =>
  `mutation { addToBasket(input: { variantId: "${variantId}", quantity: 1, locale: "de-DE" }) { item { id } } }`;
const setCheckoutAddress =
  'mutation { setCheckoutAddress(input: { gender: f, firstName: "Lena", lastName: "Krüger", street: "Gartenstraße", houseNumber: "5a", zipCode: "50667", city: "Köln", email: "lena.krueger@example.de" }) { id } }';
const setInvoicePayment = 'mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }';
/** A guest buys the dress: basket, address, payment and the order. */
const placedOrder = [
  addToBasket(KNOWN.availableVariant),
  setCheckoutAddress,
  setInvoicePayment,
  'mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }',
];

/** What the visitor must have done before the operation can succeed, run in this order. */
const setup: Record<string, string | readonly string[]> = {
  WishlistRemoveItemMutation: `mutation { addWishlistItem(productId: "${KNOWN.availableProduct}", locale: "de-DE", isTargetingAllowed: false) { id } }`,
  BasketScreenQuery: addToBasket(KNOWN.availableVariant),
  BasketChangeItemMutation: addToBasket(KNOWN.availableVariant),
  BasketRemoveItemMutation: addToBasket(KNOWN.availableVariant),
  BasketReAddItemMutation: [
    addToBasket(KNOWN.availableVariant),
    `mutation { removeBasketItem(itemId: "basket-line-${KNOWN.availableVariant}") { id } }`,
  ],
  BasketBookDisposalMutation: addToBasket(KNOWN.mattressVariant),
  CheckoutQuery: addToBasket(KNOWN.availableVariant),
  CheckoutSetAddressMutation: addToBasket(KNOWN.availableVariant),
  CheckoutSetPaymentMutation: [addToBasket(KNOWN.availableVariant), setCheckoutAddress],
  CheckoutPlaceOrderMutation: [addToBasket(KNOWN.availableVariant), setCheckoutAddress, setInvoicePayment],
  CheckoutRedeemCouponMutation: addToBasket(KNOWN.availableVariant),
  CheckoutRemoveCouponMutation: [addToBasket(KNOWN.availableVariant), 'mutation { redeemCoupon(code: "HERBST10") { id } }'],
  ThanksQuery: placedOrder,
  ThanksSubmitSurveyMutation: placedOrder,
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
        const cookie = `mock_visitor=contract${name}`;
        const customer = loggedInAs[name];
        const send = (body: object) =>
          mock.fetch(
            new Request(url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                cookie,
                ...headers,
                ...(customer ? { authorization: `Bearer mock-token-${customer}` } : {}),
              },
              body: JSON.stringify(body),
            }),
          );
        for (const before of [setup[name] ?? []].flat()) {
          const prepared = await send({ query: before });
          expect(((await prepared.json()) as { errors?: unknown }).errors, before).toBeUndefined();
        }
        const response = await send({ query: text, variables: variables[name], operationName: name });
        const body = (await response.json()) as { data?: unknown; errors?: unknown };
        expect(body.errors).toBeUndefined();
        expect(response.status).toBe(200);
        expect(body.data).toBeTruthy();
      });
    }
  });
}
