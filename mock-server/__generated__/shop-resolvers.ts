/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { ShopContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Account balance in cents. */
export type AccountBalance = {
  __typename?: 'AccountBalance';
  /** Positive: credit, negative: amount due. */
  balance: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  openAmount: Scalars['Int']['output'];
  overdueAmount: Scalars['Int']['output'];
};

export type AccountDeletionResult = {
  __typename?: 'AccountDeletionResult';
  /** The deletion request was submitted. */
  submitted: Scalars['Boolean']['output'];
};

export type ActiveFilter = {
  __typename?: 'ActiveFilter';
  id: Scalars['ID']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ActiveFilterInput = {
  id: Scalars['ID']['input'];
  values: Array<Scalars['String']['input']>;
};

export type AddToBasketInput = {
  locale: Scalars['String']['input'];
  promotion?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variantId: Scalars['ID']['input'];
};

export type AddToBasketResult = {
  __typename?: 'AddToBasketResult';
  basket: Basket;
  /** The line that was added or increased. */
  item: BasketItem;
};

export type Address = {
  __typename?: 'Address';
  additional?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  gender: Salutation;
  houseNumber: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type AddressInput = {
  additional?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  /** E-mail for the order confirmation (guests). */
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Salutation>;
  houseNumber: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  street: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

/** A product or variant attribute; keys are listed in the specification (material, neckline, ...). */
export type Attribute = {
  __typename?: 'Attribute';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Average of a rated attribute such as fit or quality; percentage 0 to 100 on a scale from valueRange. */
export type AttributeRating = {
  __typename?: 'AttributeRating';
  attributeKey: Scalars['String']['output'];
  percentage: Scalars['Float']['output'];
  valueRange: Array<Scalars['String']['output']>;
};

export type AuthResult = {
  __typename?: 'AuthResult';
  client: Client;
  /** Bearer token for the personalised API (stored in the auth cookie). */
  token: Scalars['String']['output'];
};

export type AutomatedProductResult = {
  __typename?: 'AutomatedProductResult';
  /** The product, or null when unknown. */
  productById?: Maybe<Product>;
};

/** Availability of a product or variant; key selects the delivery text. */
export type Availability = {
  __typename?: 'Availability';
  color?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  isSubsequentDelivery?: Maybe<Scalars['Boolean']['output']>;
  /** available, lowStock, deliverable_5_days, deliverable_2_weeks or notAvailable. */
  key: Scalars['String']['output'];
  /** Pieces in stock (variants only). */
  quantity?: Maybe<Scalars['Int']['output']>;
  state: AvailabilityState;
  value?: Maybe<Scalars['String']['output']>;
};

export type AvailabilityState =
  | 'available'
  | 'deliverable'
  | 'lowStock'
  | 'notAvailable';

/** The basket of the current visitor. */
export type Basket = {
  __typename?: 'Basket';
  /** Number of items (pieces) in the basket. */
  count: Scalars['Int']['output'];
  /** The booked disposal service, if any. */
  disposalService?: Maybe<DisposalService>;
  /** The free gift article in the basket, if any. */
  freeGift?: Maybe<BasketItem>;
  /** Info hints to show (DELIVERY_STATE_CHANGED, DISPOSAL_SERVICE_REMOVED, BASKET_COUPON, BASKET_EMPTY). */
  hints: Array<Hint>;
  /** The same for every request of a visitor, so the client store updates one record. */
  id: Scalars['ID']['output'];
  items: Array<BasketItem>;
  limits: BasketLimits;
  /** Loyalty points the basket earns. */
  loyaltyPoints: Scalars['Int']['output'];
  shippingFlatRate: ShippingFlatRate;
  totals: BasketTotals;
};

export type BasketItem = {
  __typename?: 'BasketItem';
  /** A mattress or slatted frame: makes the disposal service available. */
  allowsDisposalService: Scalars['Boolean']['output'];
  availability: Availability;
  brand?: Maybe<Scalars['String']['output']>;
  colorLabel?: Maybe<Scalars['String']['output']>;
  /** Delivered by a forwarding agent ('Forwarding delivery', 17,90 € freight). */
  deliverabilityForwardingAgent: Scalars['Boolean']['output'];
  /** Colour dimension (promotion) of the line. */
  dimensionId?: Maybe<Scalars['ID']['output']>;
  displayNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  isFreeGift: Scalars['Boolean']['output'];
  /** Most pieces of this line that can still be ordered (stock, 20 per article). */
  maxQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Old unit price in cents; 0 when not reduced. */
  oldPrice: Scalars['Int']['output'];
  /** Unit price in cents (withTax ÷ quantity of a multi-piece unit). */
  price: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  sizeLabel: Scalars['String']['output'];
  /** Line total in cents. */
  total: Scalars['Int']['output'];
  variantId: Scalars['ID']['output'];
};

export type BasketLimits = {
  __typename?: 'BasketLimits';
  basketMaxItems: Scalars['Int']['output'];
  minOrderValue: Scalars['Int']['output'];
  minOrderValueFreeGift: Scalars['Int']['output'];
  /** Pieces of one article at most (20). */
  quantityLimitPerArticle: Scalars['Int']['output'];
};

/** Total lines of the basket in cents; 0 where a cost does not apply. */
export type BasketTotals = {
  __typename?: 'BasketTotals';
  /** Sum of articles. */
  articles: Scalars['Int']['output'];
  cashOnDelivery: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  disposalService: Scalars['Int']['output'];
  express: Scalars['Int']['output'];
  /** Carrier (freight) costs of forwarding-agent articles. */
  freight: Scalars['Int']['output'];
  instalmentSurcharge: Scalars['Int']['output'];
  paymentPauseSurcharge: Scalars['Int']['output'];
  shipping: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Negative or 0. */
  voucherDiscount: Scalars['Int']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type BreadcrumbItem = {
  __typename?: 'BreadcrumbItem';
  /** 'bc-' + the category id, so it never collides with the Category record of the same id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type CatalogueRequestInput = {
  address: AddressInput;
  catalogueIds: Array<Scalars['ID']['input']>;
};

/** A category of the navigation tree and of listings. */
export type Category = {
  __typename?: 'Category';
  children: Array<Category>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isContentTitle: Scalars['Boolean']['output'];
  isHighlighted: Scalars['Boolean']['output'];
  /** Level in the tree, 1 to 3. */
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  /** URL path of the category listing, for example /damen-bekleidung/kleider. */
  path: Scalars['String']['output'];
  /** Products of the category (and its descendants). */
  products: Array<Product>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A category of the navigation tree and of listings. */
export type CategoryProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type CategoryInput = {
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};

export type CategorySuggestion = {
  __typename?: 'CategorySuggestion';
  category: Category;
  id: Scalars['ID']['output'];
  score: Scalars['Float']['output'];
  /** A filter that narrows the category to the term (for example colour for 'rote kleider'). */
  suggestedFilter?: Maybe<ActiveFilter>;
};

export type ChangeBasketItemInput = {
  itemId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Another variant (colour or size) of the same product. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The checkout of the visitor's basket. */
export type Checkout = {
  __typename?: 'Checkout';
  basket: Basket;
  /** True when address and payment are complete. */
  canPlaceOrder: Scalars['Boolean']['output'];
  deliveryAddress?: Maybe<Address>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  paymentMethods: Array<PaymentMethod>;
  selectedPaymentMethodId?: Maybe<Scalars['ID']['output']>;
  totals: BasketTotals;
};

/** Login state of the visitor. */
export type Client = {
  __typename?: 'Client';
  /** Customer number when logged in (also the recommendation userId). */
  customerNumber?: Maybe<Scalars['String']['output']>;
  /** Stable id of the client record in the store. */
  id: Scalars['ID']['output'];
  isLoggedIn: Scalars['Boolean']['output'];
};

export type Color = {
  __typename?: 'Color';
  code: Scalars['String']['output'];
  /** 'colour-' + the id of the matching Dimension. */
  id: Scalars['ID']['output'];
  isSoldOut: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

export type ContactFormInput = {
  /** 6–8 digits. */
  customerNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  reasonId: Scalars['ID']['input'];
  salutation?: InputMaybe<Salutation>;
};

export type ContactReason = {
  __typename?: 'ContactReason';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A registered customer. */
export type Customer = {
  __typename?: 'Customer';
  /** Default delivery address. */
  address?: Maybe<Address>;
  balance: AccountBalance;
  customerCard: CustomerCard;
  customerNumber: Scalars['String']['output'];
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  salutation: Salutation;
  verificationState: VerificationState;
};

/** The digital customer card. */
export type CustomerCard = {
  __typename?: 'CustomerCard';
  /** Content of the card's barcode. */
  barcode: Scalars['String']['output'];
  holder: Scalars['String']['output'];
  number: Scalars['String']['output'];
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** A colour dimension of a product with its size variants. Identified by id plus promotion. */
export type Dimension = {
  __typename?: 'Dimension';
  id: Scalars['ID']['output'];
  isDefaultPromotion: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  promotion?: Maybe<Scalars['String']['output']>;
  variants: Array<Variant>;
};

/** An article found by display number for the direct order form. */
export type DirectOrderFormArticle = {
  __typename?: 'DirectOrderFormArticle';
  /** The colour dimension (promotion) the number stands for. */
  dimension: Dimension;
  displayNumber: Scalars['String']['output'];
  product: Product;
};

export type DirectOrderFormInput = {
  lines: Array<DirectOrderFormLineInput>;
  locale: Scalars['String']['input'];
};

export type DirectOrderFormLineError = {
  __typename?: 'DirectOrderFormLineError';
  code: Scalars['String']['output'];
  /** 0-based index of the line in the input. */
  index: Scalars['Int']['output'];
  params: Array<HintParam>;
};

export type DirectOrderFormLineInput = {
  displayNumber: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type DirectOrderFormResult = {
  __typename?: 'DirectOrderFormResult';
  /** Index of each added line. */
  addedLines: Array<Scalars['Int']['output']>;
  basket: Basket;
  lineErrors: Array<DirectOrderFormLineError>;
};

/** Take-away of old mattresses and slatted frames: 29,99 € per piece. */
export type DisposalService = {
  __typename?: 'DisposalService';
  quantity: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unitPrice: Scalars['Int']['output'];
};

export type EconomicOperator = {
  __typename?: 'EconomicOperator';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  street: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  zipCode: Scalars['String']['output'];
};

export type EmailVerificationResult = {
  __typename?: 'EmailVerificationResult';
  status: EmailVerificationStatus;
};

export type EmailVerificationStatus =
  /** EMAIL_VERIFICATION_ERROR */
  | 'error'
  /** EMAIL_VERIFICATION_INVALID: a new link is sent automatically */
  | 'invalid'
  /** EMAIL_VERIFICATION_PENDING, or no consent */
  | 'pending'
  /** EMAIL_VERIFICATION_SUCCESS */
  | 'success';

/** Energy efficiency class of lamps and electrical goods. */
export type EnergyEfficiencyClass =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G';

/** A filter of a listing. 'price' is a range filter, 'sale' the separate 'only sale' switch. */
export type Filter = {
  __typename?: 'Filter';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** For the price range filter: lowest and highest price in cents. */
  range?: Maybe<PriceRange>;
  type: FilterType;
  values: Array<FilterValue>;
};

export type FilterType =
  /** Several values can be chosen. */
  | 'multi'
  /** A price range in cents. */
  | 'range'
  /** On or off. */
  | 'toggle';

export type FilterValue = {
  __typename?: 'FilterValue';
  /** Colour filters: the swatch colour. */
  colorCode?: Maybe<Scalars['String']['output']>;
  /** Number of products with this value in the current listing. */
  count: Scalars['Int']['output'];
  /** The value as it goes into the URL. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

export type GkAirInput = {
  locale: Scalars['String']['input'];
  outputConfig?: InputMaybe<Array<GkAirOutputConfig>>;
  /** A single output; outputConfig lists several. */
  outputId?: InputMaybe<Scalars['String']['input']>;
  parameters?: InputMaybe<Array<GkAirParameter>>;
  serviceId: Scalars['String']['input'];
  /** Warning logged by the client when missing; the service still answers. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  trackingConsent: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GkAirMetadata = {
  __typename?: 'GkAirMetadata';
  category?: Maybe<Scalars['String']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  categoryPath?: Maybe<Scalars['String']['output']>;
  trackingToken?: Maybe<Scalars['String']['output']>;
};

/** One output (slider) of the recommendation service. */
export type GkAirOutput = {
  __typename?: 'GkAirOutput';
  outputId: Scalars['String']['output'];
  products: Array<GkAirProduct>;
  title?: Maybe<Scalars['String']['output']>;
};

export type GkAirOutputConfig = {
  imageType?: InputMaybe<Scalars['String']['input']>;
  outputId: Scalars['String']['input'];
};

export type GkAirParameter = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type GkAirProduct = {
  __typename?: 'GkAirProduct';
  category?: Maybe<Scalars['String']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  categoryPath?: Maybe<Scalars['String']['output']>;
  /** Numeric id of the outfit the product belongs to, else null. */
  outfitID?: Maybe<Scalars['String']['output']>;
  product: Product;
  reason?: Maybe<Scalars['String']['output']>;
  /** Tracking string service|outputElementID|group|campaign|campaignElement. */
  trackingToken?: Maybe<Scalars['String']['output']>;
};

/** Heat degree of jackets and coats. */
export type HeatDegree =
  | 'LEVEL_0'
  | 'LEVEL_1'
  | 'LEVEL_2'
  | 'LEVEL_3';

/** A hint of the message catalogue with its placeholders. */
export type Hint = {
  __typename?: 'Hint';
  code: Scalars['String']['output'];
  params: Array<HintParam>;
};

export type HintParam = {
  __typename?: 'HintParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A product image. hash is the image id served under /images/{hash}, or a full URL. */
export type Image = {
  __typename?: 'Image';
  alt?: Maybe<Scalars['String']['output']>;
  hash: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

/** Which images to return: a type (for example 'model', 'detail'), exactly that type or preferring it, and how many. */
export type ImagesInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  imageType?: InputMaybe<Scalars['String']['input']>;
};

export type Installment = {
  __typename?: 'Installment';
  amount: Scalars['Int']['output'];
  dueOn: Scalars['String']['output'];
  installment: Scalars['Int']['output'];
  status: PaymentStatus;
};

/** An invoice with its instalments. */
export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  installments: Array<Installment>;
  /** Next due date of an open instalment plan. */
  nextDueDate?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  paymentMethod: InvoicePaymentMethod;
  pdfUrl: Scalars['String']['output'];
  /** QR-bill payment data (Swiss shops), else null. */
  qrBill?: Maybe<QrBill>;
  status: PaymentStatus;
};

export type InvoicePaymentMethod =
  | 'cashOnDelivery'
  | 'creditCard'
  | 'installments'
  | 'invoice'
  | 'paymentPause';

export type LinkChip = {
  __typename?: 'LinkChip';
  destination: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LinkGroup = {
  __typename?: 'LinkGroup';
  label: Scalars['String']['output'];
  links: Array<LinkChip>;
};

export type LoginInput = {
  identifier: Scalars['String']['input'];
  method: LoginMethod;
  password: Scalars['String']['input'];
};

export type LoginMethod =
  | 'customerNumber'
  | 'email';

/** Loyalty programme state. */
export type Loyalty = {
  __typename?: 'Loyalty';
  id: Scalars['ID']['output'];
  /** Programme number active in the session, if any. */
  number?: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  programmeName: Scalars['String']['output'];
  registered: Scalars['Boolean']['output'];
  sessionActive: Scalars['Boolean']['output'];
};

/** Open payments (payment booking takes 3–5 workdays). */
export type Maturities = {
  __typename?: 'Maturities';
  currency: Scalars['String']['output'];
  items: Array<Maturity>;
  openAmount: Scalars['Int']['output'];
};

export type Maturity = {
  __typename?: 'Maturity';
  amount: Scalars['Int']['output'];
  dueOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  status: PaymentStatus;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Activates an account from the link of the activation e-mail. */
  activateAccount: AuthResult;
  /** Activates a loyalty programme number for the session (SCRID_SESSION_ACTIVE afterwards). */
  activateLoyaltyNumber: Loyalty;
  /**
   * Adds a variant to the basket. Errors: ATB_NO_VARIANT_SELECTED, ATB_VARIANT_OUTSOLD,
   * ATB_QUANTITY_LIMIT_EXCEEDED (quantityLimit), ATB_GIFT_ALREADY_IN_BASKET, MORE_THAN_ONE_FREE_GIFT,
   * BASKET_MIN_ORDER_VALUE_FREE_GIFT (formattedMinOrderValueFreeGift), BASKET_MAX_ITEMS
   * (basketMaxItems), QUANTITY_LIMIT_EXCEEDED (displayNumber), ATB_GENERAL.
   */
  addToBasket: AddToBasketResult;
  /** Adds a product to the wishlist; error WISHLIST_FAILED_TO_ADD_ITEM. */
  addWishlistItem: WishlistItem;
  /**
   * Changes colour, size or quantity of a basket line. Errors: BasketChangeItemFailed,
   * QUANTITY_MORE_THAN_STOCK (stock), QUANTITY_LIMIT_EXCEEDED (displayNumber), BASKET_MAX_ITEMS.
   */
  changeBasketItem: Basket;
  /**
   * Logs in by customer number or e-mail. Answers the token the client stores in the auth cookie.
   * Error LOGIN_FAILED for unknown customers or a wrong password.
   */
  login: AuthResult;
  /** Logs out: the token is no longer valid. */
  logout: Client;
  /** Confirms a subscription from the e-mail link and reveals the voucher code (10 €). */
  newsletterActivate: NewsletterResult;
  /**
   * Subscribes to the newsletter (double opt-in: an e-mail with a confirmation link follows).
   * Field errors: email, birthday (under 18: NEWSLETTER_MIN_AGE), salutation; else
   * NEWSLETTER_SUBSCRIBE_FAILED.
   */
  newsletterSubscribe: NewsletterResult;
  /** Unsubscribes from the newsletter or only from product recommendations; NEWSLETTER_UNSUBSCRIBE_FAILED. */
  newsletterUnsubscribe: NewsletterResult;
  /** Changes the subscriber's data; NEWSLETTER_UPDATE_DATA_FAILED. */
  newsletterUpdateData: NewsletterResult;
  /**
   * Places the order: redeems the coupon code (error COUPON_INVALID), checks the basket again
   * (BASKET_EMPTY, BASKET_MIN_ORDER_VALUE, DELIVERY_STATE_CHANGED) and empties the basket.
   */
  placeOrder: OrderConfirmation;
  /** Registers a new customer and logs in; field errors in extensions.fields, EMAIL_ALREADY_REGISTERED. */
  register: AuthResult;
  /** Removes a basket line; removing the last mattress or slatted frame also removes the disposal service. */
  removeBasketItem: Basket;
  /** Removes a wishlist item and answers its id; error WISHLIST_FAILED_TO_REMOVE_ITEM. */
  removeWishlistItem: Scalars['ID']['output'];
  /** Asks for the customer's account to be deleted; error ACCOUNT_DELETION_FAILED. */
  requestAccountDeletion: AccountDeletionResult;
  /** Orders free printed catalogues; NO_CATALOG_SELECTED without one, address field errors. */
  requestCatalogues: RequestResult;
  /** Requests invoices older than 12 months (sent by post). */
  requestOlderInvoices: RequestResult;
  /** Sends an e-mail with a password reset link (answers the same whether the address is known). */
  requestPasswordReset: RequestResult;
  /**
   * Sends the customer a confirmation e-mail for their address (verification state becomes
   * pending). Error CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED.
   */
  requestVerificationEmail: Customer;
  /** Sets a new password from the e-mailed link; PASSWORD_RESET_FAILED for invalid or used links. */
  resetPassword: RequestResult;
  /** Marks a review helpful or not, or reports it (once per visitor and review). */
  reviewFeedback: ReviewFeedbackResult;
  /** A customer's review; errors UNAUTHENTICATED, RATING_ALREADY_SUBMITTED, RATING_NOT_AVAILABLE. */
  reviewSubmit: ReviewSubmitResult;
  /** Sets the delivery (and invoice) address of the checkout; field errors in extensions.fields. */
  setCheckoutAddress: Checkout;
  /**
   * Books the disposal service (take-away of old mattresses and slatted frames) for a number of
   * pieces, 0 to remove it. Error DISPOSAL_SERVICE_NOT_AVAILABLE without a mattress or slatted frame.
   */
  setDisposalService: Basket;
  /** Chooses a payment method of the checkout. */
  setPaymentMethod: Checkout;
  /** Sends the contact form; field errors in extensions.fields, else FORM_SUBMIT_FAILED. */
  submitContactForm: RequestResult;
  /**
   * Adds the valid lines of the direct order form to the basket together. Lines with problems are
   * not added and come back in lineErrors (INVALID_DISPLAY_NUMBER, DOF_VARIANT_NOT_SELECTED,
   * DOF_SOLD_OUT, DOF_QUANTITY_MORE_THAN_STOCK with stock).
   */
  submitDirectOrderForm: DirectOrderFormResult;
  /** The thanks-page satisfaction survey (0 'definitely not' to 10 'definitely'). */
  submitSurvey: SurveyResult;
  /** Recommendation tracking: a product was added to the wishlist. */
  trackAddToWishlistGkAir: TrackingResult;
  /** Recommendation tracking: a recommended category was clicked. */
  trackCategoryClickGkAir: TrackingResult;
  /** Recommendation tracking: a recommended product was clicked. */
  trackClickGkAir: TrackingResult;
  /** Recommendation tracking: a product page was viewed (once per page load). */
  trackProductViewGkAir: TrackingResult;
  /** Recommendation tracking: a product was removed from the wishlist. */
  trackRemoveFromWishlistGkAir: TrackingResult;
  /** Recommendation tracking: a search was made. */
  trackSearchGkAir: TrackingResult;
  /** Opts out of a tracking provider. */
  trackingOptOut: TrackingOptOutResult;
  /** Verifies an e-mail address from the link of the confirmation e-mail. */
  verifyEmail: EmailVerificationResult;
};


export type MutationActivateAccountArgs = {
  token: Scalars['String']['input'];
};


export type MutationActivateLoyaltyNumberArgs = {
  number: Scalars['String']['input'];
};


export type MutationAddToBasketArgs = {
  input: AddToBasketInput;
};


export type MutationAddWishlistItemArgs = {
  isTargetingAllowed: Scalars['Boolean']['input'];
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationChangeBasketItemArgs = {
  input: ChangeBasketItemInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationNewsletterActivateArgs = {
  token: Scalars['String']['input'];
};


export type MutationNewsletterSubscribeArgs = {
  input: NewsletterSubscribeInput;
};


export type MutationNewsletterUnsubscribeArgs = {
  input: NewsletterUnsubscribeInput;
};


export type MutationNewsletterUpdateDataArgs = {
  input: NewsletterUpdateInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveBasketItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRemoveWishlistItemArgs = {
  isTargetingAllowed: Scalars['Boolean']['input'];
  itemKey: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};


export type MutationRequestCataloguesArgs = {
  input: CatalogueRequestInput;
};


export type MutationRequestOlderInvoicesArgs = {
  input: OlderInvoicesInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationReviewFeedbackArgs = {
  input: ReviewFeedbackInput;
};


export type MutationReviewSubmitArgs = {
  input: ReviewSubmitInput;
};


export type MutationSetCheckoutAddressArgs = {
  input: AddressInput;
};


export type MutationSetDisposalServiceArgs = {
  quantity: Scalars['Int']['input'];
};


export type MutationSetPaymentMethodArgs = {
  paymentMethodId: Scalars['ID']['input'];
};


export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


export type MutationSubmitDirectOrderFormArgs = {
  input: DirectOrderFormInput;
};


export type MutationSubmitSurveyArgs = {
  input: SurveyInput;
};


export type MutationTrackAddToWishlistGkAirArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackCategoryClickGkAirArgs = {
  categoryId: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  trackingToken: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackClickGkAirArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  trackingToken: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackProductViewGkAirArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackRemoveFromWishlistGkAirArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackSearchGkAirArgs = {
  locale: Scalars['String']['input'];
  searchTerm: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
  trackingConsent: Scalars['Boolean']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTrackingOptOutArgs = {
  provider: Scalars['String']['input'];
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** The main navigation. */
export type Navigation = {
  __typename?: 'Navigation';
  /** Level-1 categories; their children are levels 2 and 3. */
  categories: Array<Category>;
  id: Scalars['ID']['output'];
};

export type NewsletterKind =
  | 'newsletter'
  | 'productRecommendations';

export type NewsletterResult = {
  __typename?: 'NewsletterResult';
  status: NewsletterStatus;
  /** Shown after activation (a 10 € voucher). */
  voucherCode?: Maybe<Scalars['String']['output']>;
};

export type NewsletterStatus =
  /** NEWSLETTER_ACTIVATED */
  | 'activated'
  | 'alreadyActivated'
  /** Double opt-in e-mail sent: 'one step left'. */
  | 'pending'
  | 'unsubscribed'
  /** NEWSLETTER_DATA_UPDATED */
  | 'updated';

export type NewsletterSubscribeInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  salutation?: InputMaybe<Salutation>;
};

export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  birthday?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  productRecommendations: Scalars['Boolean']['output'];
  salutation?: Maybe<Salutation>;
  status: NewsletterStatus;
};

export type NewsletterUnsubscribeInput = {
  email: Scalars['String']['input'];
  /** newsletter, or only productRecommendations. */
  kind?: InputMaybe<NewsletterKind>;
};

export type NewsletterUpdateInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Salutation>;
};

export type OlderInvoicesInput = {
  /** Which year or period, as the customer describes it. */
  period: Scalars['String']['input'];
};

/** An order of the customer. */
export type Order = {
  __typename?: 'Order';
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  deliveryAddress: Address;
  id: Scalars['ID']['output'];
  /** Link to the invoice PDF, once invoiced. */
  invoicePdfUrl?: Maybe<Scalars['String']['output']>;
  items: Array<OrderItem>;
  number: Scalars['String']['output'];
  paymentMethod: Scalars['String']['output'];
  shipments: Array<Shipment>;
  status: OrderStatus;
  total: Scalars['Int']['output'];
};

/** The confirmation of a placed order (thanks page). */
export type OrderConfirmation = {
  __typename?: 'OrderConfirmation';
  currency: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  loyaltyPoints: Scalars['Int']['output'];
  /** Whether the customer is registered in the loyalty programme (changes the thanks message). */
  loyaltyRegistered: Scalars['Boolean']['output'];
  orderNumber: Scalars['String']['output'];
  surveySubmitted: Scalars['Boolean']['output'];
  total: Scalars['Int']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  colorLabel?: Maybe<Scalars['String']['output']>;
  displayNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  sizeLabel: Scalars['String']['output'];
};

export type OrderStatus =
  | 'cancelled'
  | 'delivered'
  | 'inProgress'
  | 'received'
  | 'shipped';

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  available: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Surcharge in cents. */
  surcharge: Scalars['Int']['output'];
};

export type PaymentStatus =
  /** offen */
  | 'open'
  /** überfällig */
  | 'overdue'
  /** bezahlt / erledigt */
  | 'paid';

export type PlaceOrderInput = {
  /** Terms (AGB) and right of withdrawal accepted. */
  acceptTerms: Scalars['Boolean']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  express?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A price in minor units (cents). */
export type Price = {
  __typename?: 'Price';
  currency: Scalars['String']['output'];
  /** Highest current price of the product's variants. */
  max: Scalars['Int']['output'];
  /** Lowest current price of the product's variants. */
  min: Scalars['Int']['output'];
  /** Old price before reduction; 0 when there is none. */
  old: Scalars['Int']['output'];
  /** True when the variants have different prices ('ab' price). */
  priceRange: Scalars['Boolean']['output'];
  /** Saving in percent. */
  saving?: Maybe<Scalars['Int']['output']>;
  /** True when the saving differs between variants. */
  savingRange: Scalars['Boolean']['output'];
};

export type PriceRange = {
  __typename?: 'PriceRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

/** A free printed catalogue. */
export type PrintCatalogue = {
  __typename?: 'PrintCatalogue';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Image;
  title: Scalars['String']['output'];
};

/** A product (style) with its colour dimensions and their size variants. */
export type Product = {
  __typename?: 'Product';
  alternate: Array<Scalars['String']['output']>;
  attributes: Array<Attribute>;
  availability: Availability;
  brand?: Maybe<Brand>;
  breadcrumb: Array<BreadcrumbItem>;
  canonicalId?: Maybe<Scalars['ID']['output']>;
  catalogId?: Maybe<Scalars['ID']['output']>;
  categoryIds: Array<Scalars['ID']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  colors: Array<Color>;
  companyOfOrigin?: Maybe<Scalars['String']['output']>;
  /** Plain-text description; null when the product has none. */
  description?: Maybe<Scalars['String']['output']>;
  dimensions: Array<Dimension>;
  /** Article number shown to shoppers: 9 digits without separators (6 product + 3 promotion), shown as 3-digit groups. */
  displayNumber: Scalars['String']['output'];
  disposalNote: Scalars['Boolean']['output'];
  disposalServiceProduct: Scalars['Boolean']['output'];
  energyEfficiencyClass?: Maybe<EnergyEfficiencyClass>;
  flag: ProductFlag;
  /** Recommendation tracking data, set when the product comes from the recommendation service. */
  gkAirMetadata?: Maybe<GkAirMetadata>;
  heatDegree?: Maybe<HeatDegree>;
  id: Scalars['ID']['output'];
  iid?: Maybe<Scalars['String']['output']>;
  /** The product's images; imageType prefers (or with exactImageType only takes) that type. */
  images: Array<Image>;
  /** A free gift article: one per basket, with a minimum order value. */
  isFreeGift: Scalars['Boolean']['output'];
  /** Titled groups of links shown below the product (link box). */
  linkBox: Array<LinkGroup>;
  /** Loyalty points earned when buying the product. */
  loyaltyPoints?: Maybe<Scalars['Int']['output']>;
  mainTitle?: Maybe<Scalars['String']['output']>;
  /** Category path separated by '|'. */
  masterCategory?: Maybe<Scalars['String']['output']>;
  masterKey?: Maybe<Scalars['String']['output']>;
  mkz?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Previous article number, when the product was renumbered; same format as displayNumber. */
  oldDisplayNumber?: Maybe<Scalars['String']['output']>;
  /** True when no variant of the product can be ordered. */
  outsold: Scalars['Boolean']['output'];
  price: Price;
  /** Average rating as a percentage (0 to 100), shown as 0 to 5 stars; null without ratings. */
  rating?: Maybe<Scalars['Float']['output']>;
  salesUnit?: Maybe<Scalars['String']['output']>;
  /** Size tables: one per company whose sizes the product follows ('default' is the shop's own). */
  sizeTables: Array<SizeTable>;
  styleType?: Maybe<Scalars['String']['output']>;
  sustainabilityLogos: Array<Scalars['String']['output']>;
  trackingDimensionId?: Maybe<Scalars['ID']['output']>;
};


/** A product (style) with its colour dimensions and their size variants. */
export type ProductImagesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  imageType?: InputMaybe<Scalars['String']['input']>;
};

export type ProductByCategoryResult = {
  __typename?: 'ProductByCategoryResult';
  /** The category, or null when unknown. */
  category?: Maybe<Category>;
};

export type ProductByIdInput = {
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};

/** Product highlight flag shown as a badge. */
export type ProductFlag =
  | 'exclusiveOnline'
  | 'new'
  | 'none'
  | 'priceHighlighting'
  | 'sale';

/** One page of a product listing. */
export type ProductListing = {
  __typename?: 'ProductListing';
  /** The filters in effect. */
  activeFilters: Array<ActiveFilter>;
  /** The listed category, when the listing is one. */
  category?: Maybe<Category>;
  /** Filters that narrow this listing, with the values that still match products. */
  filters: Array<Filter>;
  /** Stable id of this listing request, so the client store can keep several pages apart. */
  id: Scalars['ID']['output'];
  /** The corrected term the results were found for, when it differs from the typed one. */
  optimizedTerm?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Ids of the pinned products that were found. */
  pinnedProductIds: Array<Scalars['ID']['output']>;
  /** Pinned products first (only on page 1), then the page's products. */
  products: Array<Product>;
  sort: ProductSort;
  /** The search term as typed, for search listings. */
  term?: Maybe<Scalars['String']['output']>;
  totalItemsCount: Scalars['Int']['output'];
};

/** What a listing shows: the assortment, one category (categoryId or categoryPath) or the result of a search (term). */
export type ProductListingInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  categoryPath?: InputMaybe<Scalars['String']['input']>;
  /** Active filters, for example colour=rot,blau; the price filter takes 'min-max' in cents. */
  filters?: InputMaybe<Array<ActiveFilterInput>>;
  locale: Scalars['String']['input'];
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Products shown first, in this order (from ?pin=). */
  pinnedProductIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  sort?: InputMaybe<ProductSort>;
  term?: InputMaybe<Scalars['String']['input']>;
};

/** Product safety information of one colour dimension. */
export type ProductSafety = {
  __typename?: 'ProductSafety';
  id: Scalars['ID']['output'];
  manufacturer: EconomicOperator;
  /** The economic operator responsible in the EU. */
  responsiblePerson: EconomicOperator;
  /** Safety warnings and instructions, one per line. */
  warnings: Array<Scalars['String']['output']>;
};

/** Sort keys of a product listing. */
export type ProductSort =
  /** Newest first. */
  | 'dateDesc'
  /** Lowest price first. */
  | 'priceAsc'
  /** Highest price first. */
  | 'priceDesc'
  /** Best sellers first. */
  | 'topSeller';

export type ProductSuggestion = {
  __typename?: 'ProductSuggestion';
  id: Scalars['ID']['output'];
  product: Product;
  score: Scalars['Float']['output'];
};

export type QrBill = {
  __typename?: 'QrBill';
  amount: Scalars['Int']['output'];
  creditorCity: Scalars['String']['output'];
  creditorName: Scalars['String']['output'];
  creditorZipCode: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  reference: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A product for an automated promotion link (image and name). */
  automatedProductById: AutomatedProductResult;
  /** The visitor's basket; null when it cannot be loaded. */
  basket?: Maybe<Basket>;
  /** A category by id; null when unknown. */
  categoryById?: Maybe<Category>;
  /** A category by its URL path (for example /damen-mode/kleider); link aliases resolve to the canonical category; null when unknown. */
  categoryByPath?: Maybe<Category>;
  /** The visitor's checkout: addresses, payment methods and totals. */
  checkout: Checkout;
  /** Login state of the current visitor. */
  client: Client;
  /** Reasons offered in the contact form. */
  contactReasons: Array<ContactReason>;
  /** The logged-in customer; UNAUTHENTICATED for guests. */
  customer: Customer;
  /**
   * Looks up an article by its display number for the direct order form (3+3+3 digits, dots and
   * spaces allowed). Error code INVALID_DISPLAY_NUMBER when the format is wrong or no article has
   * the number.
   */
  directOrderFormArticle: DirectOrderFormArticle;
  /** Recommendations of the recommendation service; an unknown service or output gives no products. */
  gkAir: Array<GkAirOutput>;
  /** One invoice of the customer. */
  invoice?: Maybe<Invoice>;
  /** The customer's invoices of the last months (3, 6 or 12). */
  invoices: Array<Invoice>;
  /** The order just placed in this session (thanks page); null when there is none. */
  lastOrder?: Maybe<OrderConfirmation>;
  /** Loyalty programme state of the visitor. */
  loyalty: Loyalty;
  /** Open payments and their due dates. */
  maturities: Maturities;
  /** The category tree of the main navigation: level-1 categories with their children. */
  navigation: Navigation;
  /** Newsletter subscription of the logged-in customer (update-data page). */
  newsletterSubscription?: Maybe<NewsletterSubscription>;
  /** One order of the customer; null when it is not the customer's. */
  order?: Maybe<Order>;
  /** The customer's orders of the last months (at most 12). */
  orders: Array<Order>;
  /** Product details for the quick-buy popup; null when the product does not exist. */
  popupProductById?: Maybe<Product>;
  /** Free printed catalogues that can be ordered. */
  printCatalogues: Array<PrintCatalogue>;
  /** The first product of a category, for category images (category tiles, promotion cards). */
  productByCategory: ProductByCategoryResult;
  /** Full product details for the product detail page; null when the product does not exist. */
  productById?: Maybe<Product>;
  /**
   * A page of products: of one category, of a search term, or of the whole assortment, with the
   * filters that apply, the active ones, the sort and pinned products first.
   */
  productListing: ProductListing;
  /** Name and price of one product. */
  productPriceAndNameById?: Maybe<Product>;
  /** Product safety information (GPSR) of a colour dimension: manufacturer and EU economic operator. */
  productSafety?: Maybe<ProductSafety>;
  /** The customer's returned items. */
  returns: Array<ReturnItem>;
  /** A page of a product's reviews, filtered by star count and sorted. */
  reviewDisplay: ReviewPage;
  /** Rating statistics of a product. */
  reviewStatistics: ReviewStatistics;
  /**
   * What submitting the search field leads to: a product (article number), a category with active
   * filters, a redirect for configured terms, or else the search term. Never cached.
   */
  searchField: SearchFieldResult;
  /** Alternative suggestion query (A/B test smartsuggest_ab): terms that complete the input. */
  smartSuggestion: SmartSuggestion;
  /** Live suggestions for a search term: brands, categories with a suggested filter, products. */
  suggestion: Suggestion;
  /** Identifiers the support page shows. */
  supportIds: SupportIds;
  /** Shipment and return status of an order (order number and zip code, or the customer's own). */
  trackAndTrace?: Maybe<TrackAndTrace>;
  /** The visitor's wishlist. */
  wishlist?: Maybe<Wishlist>;
};


export type QueryAutomatedProductByIdArgs = {
  imagesInput?: InputMaybe<ImagesInput>;
  input: ProductByIdInput;
};


export type QueryCategoryByIdArgs = {
  input: CategoryInput;
};


export type QueryCategoryByPathArgs = {
  locale: Scalars['String']['input'];
  path: Scalars['String']['input'];
};


export type QueryContactReasonsArgs = {
  locale: Scalars['String']['input'];
};


export type QueryDirectOrderFormArticleArgs = {
  displayNumber: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


export type QueryGkAirArgs = {
  imagesInput?: InputMaybe<ImagesInput>;
  input: GkAirInput;
};


export type QueryInvoiceArgs = {
  number: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNavigationArgs = {
  locale: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  number: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPopupProductByIdArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  referrer?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPrintCataloguesArgs = {
  locale: Scalars['String']['input'];
};


export type QueryProductByCategoryArgs = {
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  imageType?: InputMaybe<Scalars['String']['input']>;
  input: CategoryInput;
  locale: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


export type QueryProductByIdArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  referrer?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductListingArgs = {
  input: ProductListingInput;
};


export type QueryProductPriceAndNameByIdArgs = {
  input: ProductByIdInput;
};


export type QueryProductSafetyArgs = {
  dimensionId: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};


export type QueryReviewDisplayArgs = {
  input: ReviewDisplayInput;
};


export type QueryReviewStatisticsArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type QuerySearchFieldArgs = {
  input: SearchFieldInput;
};


export type QuerySmartSuggestionArgs = {
  term: Scalars['String']['input'];
};


export type QuerySuggestionArgs = {
  input: SuggestionInput;
};


export type QueryTrackAndTraceArgs = {
  input: TrackAndTraceInput;
};


export type QueryWishlistArgs = {
  locale: Scalars['String']['input'];
};

export type RatingCount = {
  __typename?: 'RatingCount';
  count: Scalars['Int']['output'];
  rating: Scalars['Int']['output'];
};

export type RatingStatistics = {
  __typename?: 'RatingStatistics';
  attributeRatingsAverage: Array<AttributeRating>;
  ratingDistribution: Array<RatingCount>;
  totalReviewCount: Scalars['Int']['output'];
};

export type Reduction = {
  __typename?: 'Reduction';
  /** 'sale' marks the reduction that makes up the old price. */
  category: Scalars['String']['output'];
  /** Reduction in percent (30 for -30%). */
  relative?: Maybe<Scalars['Float']['output']>;
  withTax: Scalars['Int']['output'];
};

export type RegisterInput = {
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  salutation: Salutation;
};

export type RequestResult = {
  __typename?: 'RequestResult';
  /** Reference of the request (ticket, catalogue order). */
  reference?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** A returned item (a return can take up to 15 workdays). */
export type ReturnItem = {
  __typename?: 'ReturnItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  refundAmount?: Maybe<Scalars['Int']['output']>;
  registeredAt: Scalars['String']['output'];
  sizeLabel: Scalars['String']['output'];
  status: ReturnStatus;
};

export type ReturnStatus =
  | 'received'
  | 'refunded'
  | 'registered';

/** A customer review. */
export type Review = {
  __typename?: 'Review';
  helpfulNo: Scalars['Int']['output'];
  helpfulYes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isRecommended?: Maybe<Scalars['Boolean']['output']>;
  /** Overall rating, 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  submittedAt: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  userNickname: Scalars['String']['output'];
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ReviewDisplayInput = {
  locale: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  /** Only reviews with this star count. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReviewSort>;
};

export type ReviewFeedbackInput = {
  helpful?: InputMaybe<Scalars['Boolean']['input']>;
  report?: InputMaybe<Scalars['Boolean']['input']>;
  reviewId: Scalars['ID']['input'];
};

export type ReviewFeedbackResult = {
  __typename?: 'ReviewFeedbackResult';
  /** REVIEW_REPORTED when reported. */
  code?: Maybe<Scalars['String']['output']>;
  review: Review;
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  id: Scalars['ID']['output'];
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  reviews: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type ReviewSort =
  | 'mostHelpful'
  | 'newest'
  | 'ratingAscending'
  | 'ratingDescending';

/** Rating statistics of a product. */
export type ReviewStatistics = {
  __typename?: 'ReviewStatistics';
  /** Average of all ratings, 1 to 5 stars. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  maxAmountOfStars: Scalars['Int']['output'];
  overallRatingAverage?: Maybe<Scalars['Float']['output']>;
  /** False when rating is unavailable for technical reasons (RATING_NOT_AVAILABLE). */
  ratingAvailable: Scalars['Boolean']['output'];
  ratingStatistics: RatingStatistics;
  totalReviewCount: Scalars['Int']['output'];
};

export type ReviewSubmitInput = {
  /** The customer agrees to be contacted at their e-mail about the review. */
  contactConsent?: InputMaybe<Scalars['Boolean']['input']>;
  isRecommended?: InputMaybe<Scalars['Boolean']['input']>;
  locale: Scalars['String']['input'];
  nickname: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  text: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewSubmitResult = {
  __typename?: 'ReviewSubmitResult';
  /** PRODUCT_RATED */
  code: Scalars['String']['output'];
  review: Review;
};

export type Salutation =
  /** divers (non-binary, code d) */
  | 'd'
  /** Frau (female, code f) */
  | 'f'
  /** Herr (male, code m) */
  | 'm';

export type SearchFieldCategory = {
  __typename?: 'SearchFieldCategory';
  activeFilters: Array<ActiveFilter>;
  path: Scalars['String']['output'];
};

export type SearchFieldInput = {
  locale: Scalars['String']['input'];
  term: Scalars['String']['input'];
};

/** Where a submitted search term leads. */
export type SearchFieldResult = {
  __typename?: 'SearchFieldResult';
  catalogId?: Maybe<Scalars['ID']['output']>;
  /** Set when the term names a category (with the filters the term implies). */
  category?: Maybe<SearchFieldCategory>;
  /** Set when the term is an article number of a product. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Set for configured terms (for example 'versandkosten'): a path or URL to go to. */
  redirect?: Maybe<Scalars['String']['output']>;
  /** The term to search for (possibly corrected). */
  term?: Maybe<Scalars['String']['output']>;
  /** Number of products the term finds. */
  totalItemsCount: Scalars['Int']['output'];
};

/** One parcel of an order: 'parcel {index} of {count}'. */
export type Shipment = {
  __typename?: 'Shipment';
  carrier: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  events: Array<ShipmentEvent>;
  id: Scalars['ID']['output'];
  index: Scalars['Int']['output'];
  status: ShipmentStatus;
  trackingNumber: Scalars['String']['output'];
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type ShipmentEvent = {
  __typename?: 'ShipmentEvent';
  at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
};

export type ShipmentStatus =
  | 'announced'
  | 'delivered'
  | 'inTransit'
  | 'outForDelivery';

/** The shipping flat rate: valid until a date, or expired on one. */
export type ShippingFlatRate = {
  __typename?: 'ShippingFlatRate';
  amount: Scalars['Int']['output'];
  expiredOn?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['String']['output']>;
};

export type Size = {
  __typename?: 'Size';
  label: Scalars['String']['output'];
};

/** A size table. */
export type SizeTable = {
  __typename?: 'SizeTable';
  /** 'default' for the shop's own sizing, else the partner company. */
  companyOfOrigin: Scalars['String']['output'];
  headers: Array<Scalars['String']['output']>;
  rows: Array<Array<Scalars['String']['output']>>;
  title: Scalars['String']['output'];
};

export type SmartSuggestion = {
  __typename?: 'SmartSuggestion';
  id: Scalars['ID']['output'];
  suggestions: Array<SmartSuggestionItem>;
};

export type SmartSuggestionItem = {
  __typename?: 'SmartSuggestionItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Live suggestions for a search term. */
export type Suggestion = {
  __typename?: 'Suggestion';
  brands: Array<Brand>;
  categories: Array<CategorySuggestion>;
  id: Scalars['ID']['output'];
  products: Array<ProductSuggestion>;
};

export type SuggestionInput = {
  locale: Scalars['String']['input'];
  term: Scalars['String']['input'];
};

export type SupportIds = {
  __typename?: 'SupportIds';
  cookieId: Scalars['String']['output'];
  /** Identifies the visitor's session for customer service. */
  serviceId: Scalars['String']['output'];
};

export type SurveyInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
  /** 0 = definitely not … 10 = definitely. */
  score: Scalars['Int']['input'];
};

export type SurveyResult = {
  __typename?: 'SurveyResult';
  success: Scalars['Boolean']['output'];
};

export type TrackAndTrace = {
  __typename?: 'TrackAndTrace';
  orderNumber: Scalars['String']['output'];
  returns: Array<ReturnItem>;
  shipments: Array<Shipment>;
};

export type TrackAndTraceInput = {
  orderNumber: Scalars['String']['input'];
  /** Needed for guests; a logged-in customer's own orders need none. */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type TrackingOptOutResult = {
  __typename?: 'TrackingOptOutResult';
  status: TrackingOptOutStatus;
};

export type TrackingOptOutStatus =
  | 'alreadyExists'
  | 'nonExistentProvider'
  | 'success';

export type TrackingResult = {
  __typename?: 'TrackingResult';
  success: Scalars['Boolean']['output'];
};

/** An orderable article: one size of one colour. Identified by id plus promotion. */
export type Variant = {
  __typename?: 'Variant';
  attributes: Array<Attribute>;
  availability: Availability;
  deliverabilityForwardingAgent: Scalars['Boolean']['output'];
  disposalService: Scalars['Boolean']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  price: VariantPrice;
  promotion?: Maybe<Scalars['String']['output']>;
  referenceKey?: Maybe<Scalars['String']['output']>;
  size: Size;
};

/** Price of a variant: the current price withTax and its reductions. */
export type VariantPrice = {
  __typename?: 'VariantPrice';
  currency: Scalars['String']['output'];
  reductions: Array<Reduction>;
  withTax: Scalars['Int']['output'];
};

/** State of the customer's e-mail verification. */
export type VerificationState =
  | 'notVerified'
  | 'pending'
  | 'verified'
  | 'withdrawn';

/** The visitor's wishlist ('Merkzettel'). */
export type Wishlist = {
  __typename?: 'Wishlist';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<WishlistItem>;
};

export type WishlistItem = {
  __typename?: 'WishlistItem';
  addedAt: Scalars['String']['output'];
  /** The item key used to remove it. */
  id: Scalars['ID']['output'];
  product: Product;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountBalance: ResolverTypeWrapper<AccountBalance>;
  AccountDeletionResult: ResolverTypeWrapper<AccountDeletionResult>;
  ActiveFilter: ResolverTypeWrapper<ActiveFilter>;
  ActiveFilterInput: ActiveFilterInput;
  AddToBasketInput: AddToBasketInput;
  AddToBasketResult: ResolverTypeWrapper<AddToBasketResult>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeRating: ResolverTypeWrapper<AttributeRating>;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  AutomatedProductResult: ResolverTypeWrapper<AutomatedProductResult>;
  Availability: ResolverTypeWrapper<Availability>;
  AvailabilityState: AvailabilityState;
  Basket: ResolverTypeWrapper<Basket>;
  BasketItem: ResolverTypeWrapper<BasketItem>;
  BasketLimits: ResolverTypeWrapper<BasketLimits>;
  BasketTotals: ResolverTypeWrapper<BasketTotals>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BreadcrumbItem: ResolverTypeWrapper<BreadcrumbItem>;
  CatalogueRequestInput: CatalogueRequestInput;
  Category: ResolverTypeWrapper<Category>;
  CategoryInput: CategoryInput;
  CategorySuggestion: ResolverTypeWrapper<CategorySuggestion>;
  ChangeBasketItemInput: ChangeBasketItemInput;
  Checkout: ResolverTypeWrapper<Checkout>;
  Client: ResolverTypeWrapper<Client>;
  Color: ResolverTypeWrapper<Color>;
  ContactFormInput: ContactFormInput;
  ContactReason: ResolverTypeWrapper<ContactReason>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerCard: ResolverTypeWrapper<CustomerCard>;
  Dimension: ResolverTypeWrapper<Dimension>;
  DirectOrderFormArticle: ResolverTypeWrapper<DirectOrderFormArticle>;
  DirectOrderFormInput: DirectOrderFormInput;
  DirectOrderFormLineError: ResolverTypeWrapper<DirectOrderFormLineError>;
  DirectOrderFormLineInput: DirectOrderFormLineInput;
  DirectOrderFormResult: ResolverTypeWrapper<DirectOrderFormResult>;
  DisposalService: ResolverTypeWrapper<DisposalService>;
  EconomicOperator: ResolverTypeWrapper<EconomicOperator>;
  EmailVerificationResult: ResolverTypeWrapper<EmailVerificationResult>;
  EmailVerificationStatus: EmailVerificationStatus;
  EnergyEfficiencyClass: EnergyEfficiencyClass;
  Filter: ResolverTypeWrapper<Filter>;
  FilterType: FilterType;
  FilterValue: ResolverTypeWrapper<FilterValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GkAirInput: GkAirInput;
  GkAirMetadata: ResolverTypeWrapper<GkAirMetadata>;
  GkAirOutput: ResolverTypeWrapper<GkAirOutput>;
  GkAirOutputConfig: GkAirOutputConfig;
  GkAirParameter: GkAirParameter;
  GkAirProduct: ResolverTypeWrapper<GkAirProduct>;
  HeatDegree: HeatDegree;
  Hint: ResolverTypeWrapper<Hint>;
  HintParam: ResolverTypeWrapper<HintParam>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImagesInput: ImagesInput;
  Installment: ResolverTypeWrapper<Installment>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoicePaymentMethod: InvoicePaymentMethod;
  LinkChip: ResolverTypeWrapper<LinkChip>;
  LinkGroup: ResolverTypeWrapper<LinkGroup>;
  LoginInput: LoginInput;
  LoginMethod: LoginMethod;
  Loyalty: ResolverTypeWrapper<Loyalty>;
  Maturities: ResolverTypeWrapper<Maturities>;
  Maturity: ResolverTypeWrapper<Maturity>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NewsletterKind: NewsletterKind;
  NewsletterResult: ResolverTypeWrapper<NewsletterResult>;
  NewsletterStatus: NewsletterStatus;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterSubscription: ResolverTypeWrapper<NewsletterSubscription>;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  NewsletterUpdateInput: NewsletterUpdateInput;
  OlderInvoicesInput: OlderInvoicesInput;
  Order: ResolverTypeWrapper<Order>;
  OrderConfirmation: ResolverTypeWrapper<OrderConfirmation>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderStatus: OrderStatus;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentStatus: PaymentStatus;
  PlaceOrderInput: PlaceOrderInput;
  Price: ResolverTypeWrapper<Price>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PrintCatalogue: ResolverTypeWrapper<PrintCatalogue>;
  Product: ResolverTypeWrapper<Product>;
  ProductByCategoryResult: ResolverTypeWrapper<ProductByCategoryResult>;
  ProductByIdInput: ProductByIdInput;
  ProductFlag: ProductFlag;
  ProductListing: ResolverTypeWrapper<ProductListing>;
  ProductListingInput: ProductListingInput;
  ProductSafety: ResolverTypeWrapper<ProductSafety>;
  ProductSort: ProductSort;
  ProductSuggestion: ResolverTypeWrapper<ProductSuggestion>;
  QrBill: ResolverTypeWrapper<QrBill>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingCount: ResolverTypeWrapper<RatingCount>;
  RatingStatistics: ResolverTypeWrapper<RatingStatistics>;
  Reduction: ResolverTypeWrapper<Reduction>;
  RegisterInput: RegisterInput;
  RequestResult: ResolverTypeWrapper<RequestResult>;
  ResetPasswordInput: ResetPasswordInput;
  ReturnItem: ResolverTypeWrapper<ReturnItem>;
  ReturnStatus: ReturnStatus;
  Review: ResolverTypeWrapper<Review>;
  ReviewDisplayInput: ReviewDisplayInput;
  ReviewFeedbackInput: ReviewFeedbackInput;
  ReviewFeedbackResult: ResolverTypeWrapper<ReviewFeedbackResult>;
  ReviewPage: ResolverTypeWrapper<ReviewPage>;
  ReviewSort: ReviewSort;
  ReviewStatistics: ResolverTypeWrapper<ReviewStatistics>;
  ReviewSubmitInput: ReviewSubmitInput;
  ReviewSubmitResult: ResolverTypeWrapper<ReviewSubmitResult>;
  Salutation: Salutation;
  SearchFieldCategory: ResolverTypeWrapper<SearchFieldCategory>;
  SearchFieldInput: SearchFieldInput;
  SearchFieldResult: ResolverTypeWrapper<SearchFieldResult>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentEvent: ResolverTypeWrapper<ShipmentEvent>;
  ShipmentStatus: ShipmentStatus;
  ShippingFlatRate: ResolverTypeWrapper<ShippingFlatRate>;
  Size: ResolverTypeWrapper<Size>;
  SizeTable: ResolverTypeWrapper<SizeTable>;
  SmartSuggestion: ResolverTypeWrapper<SmartSuggestion>;
  SmartSuggestionItem: ResolverTypeWrapper<SmartSuggestionItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  SuggestionInput: SuggestionInput;
  SupportIds: ResolverTypeWrapper<SupportIds>;
  SurveyInput: SurveyInput;
  SurveyResult: ResolverTypeWrapper<SurveyResult>;
  TrackAndTrace: ResolverTypeWrapper<TrackAndTrace>;
  TrackAndTraceInput: TrackAndTraceInput;
  TrackingOptOutResult: ResolverTypeWrapper<TrackingOptOutResult>;
  TrackingOptOutStatus: TrackingOptOutStatus;
  TrackingResult: ResolverTypeWrapper<TrackingResult>;
  Variant: ResolverTypeWrapper<Variant>;
  VariantPrice: ResolverTypeWrapper<VariantPrice>;
  VerificationState: VerificationState;
  Wishlist: ResolverTypeWrapper<Wishlist>;
  WishlistItem: ResolverTypeWrapper<WishlistItem>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountBalance: AccountBalance;
  AccountDeletionResult: AccountDeletionResult;
  ActiveFilter: ActiveFilter;
  ActiveFilterInput: ActiveFilterInput;
  AddToBasketInput: AddToBasketInput;
  AddToBasketResult: AddToBasketResult;
  Address: Address;
  AddressInput: AddressInput;
  Attribute: Attribute;
  AttributeRating: AttributeRating;
  AuthResult: AuthResult;
  AutomatedProductResult: AutomatedProductResult;
  Availability: Availability;
  Basket: Basket;
  BasketItem: BasketItem;
  BasketLimits: BasketLimits;
  BasketTotals: BasketTotals;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BreadcrumbItem: BreadcrumbItem;
  CatalogueRequestInput: CatalogueRequestInput;
  Category: Category;
  CategoryInput: CategoryInput;
  CategorySuggestion: CategorySuggestion;
  ChangeBasketItemInput: ChangeBasketItemInput;
  Checkout: Checkout;
  Client: Client;
  Color: Color;
  ContactFormInput: ContactFormInput;
  ContactReason: ContactReason;
  Customer: Customer;
  CustomerCard: CustomerCard;
  Dimension: Dimension;
  DirectOrderFormArticle: DirectOrderFormArticle;
  DirectOrderFormInput: DirectOrderFormInput;
  DirectOrderFormLineError: DirectOrderFormLineError;
  DirectOrderFormLineInput: DirectOrderFormLineInput;
  DirectOrderFormResult: DirectOrderFormResult;
  DisposalService: DisposalService;
  EconomicOperator: EconomicOperator;
  EmailVerificationResult: EmailVerificationResult;
  Filter: Filter;
  FilterValue: FilterValue;
  Float: Scalars['Float']['output'];
  GkAirInput: GkAirInput;
  GkAirMetadata: GkAirMetadata;
  GkAirOutput: GkAirOutput;
  GkAirOutputConfig: GkAirOutputConfig;
  GkAirParameter: GkAirParameter;
  GkAirProduct: GkAirProduct;
  Hint: Hint;
  HintParam: HintParam;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImagesInput: ImagesInput;
  Installment: Installment;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  LinkChip: LinkChip;
  LinkGroup: LinkGroup;
  LoginInput: LoginInput;
  Loyalty: Loyalty;
  Maturities: Maturities;
  Maturity: Maturity;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NewsletterResult: NewsletterResult;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterSubscription: NewsletterSubscription;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  NewsletterUpdateInput: NewsletterUpdateInput;
  OlderInvoicesInput: OlderInvoicesInput;
  Order: Order;
  OrderConfirmation: OrderConfirmation;
  OrderItem: OrderItem;
  PaymentMethod: PaymentMethod;
  PlaceOrderInput: PlaceOrderInput;
  Price: Price;
  PriceRange: PriceRange;
  PrintCatalogue: PrintCatalogue;
  Product: Product;
  ProductByCategoryResult: ProductByCategoryResult;
  ProductByIdInput: ProductByIdInput;
  ProductListing: ProductListing;
  ProductListingInput: ProductListingInput;
  ProductSafety: ProductSafety;
  ProductSuggestion: ProductSuggestion;
  QrBill: QrBill;
  Query: Record<PropertyKey, never>;
  RatingCount: RatingCount;
  RatingStatistics: RatingStatistics;
  Reduction: Reduction;
  RegisterInput: RegisterInput;
  RequestResult: RequestResult;
  ResetPasswordInput: ResetPasswordInput;
  ReturnItem: ReturnItem;
  Review: Review;
  ReviewDisplayInput: ReviewDisplayInput;
  ReviewFeedbackInput: ReviewFeedbackInput;
  ReviewFeedbackResult: ReviewFeedbackResult;
  ReviewPage: ReviewPage;
  ReviewStatistics: ReviewStatistics;
  ReviewSubmitInput: ReviewSubmitInput;
  ReviewSubmitResult: ReviewSubmitResult;
  SearchFieldCategory: SearchFieldCategory;
  SearchFieldInput: SearchFieldInput;
  SearchFieldResult: SearchFieldResult;
  Shipment: Shipment;
  ShipmentEvent: ShipmentEvent;
  ShippingFlatRate: ShippingFlatRate;
  Size: Size;
  SizeTable: SizeTable;
  SmartSuggestion: SmartSuggestion;
  SmartSuggestionItem: SmartSuggestionItem;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  SuggestionInput: SuggestionInput;
  SupportIds: SupportIds;
  SurveyInput: SurveyInput;
  SurveyResult: SurveyResult;
  TrackAndTrace: TrackAndTrace;
  TrackAndTraceInput: TrackAndTraceInput;
  TrackingOptOutResult: TrackingOptOutResult;
  TrackingResult: TrackingResult;
  Variant: Variant;
  VariantPrice: VariantPrice;
  Wishlist: Wishlist;
  WishlistItem: WishlistItem;
};

export type AccountBalanceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AccountBalance'] = ResolversParentTypes['AccountBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountDeletionResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AccountDeletionResult'] = ResolversParentTypes['AccountDeletionResult']> = {
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActiveFilterResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ActiveFilter'] = ResolversParentTypes['ActiveFilter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddToBasketResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AddToBasketResult'] = ResolversParentTypes['AddToBasketResult']> = {
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['BasketItem'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  additional?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Salutation'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeRatingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AttributeRating'] = ResolversParentTypes['AttributeRating']> = {
  attributeKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valueRange?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutomatedProductResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AutomatedProductResult'] = ResolversParentTypes['AutomatedProductResult']> = {
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isSubsequentDelivery?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AvailabilityState'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BasketResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Basket'] = ResolversParentTypes['Basket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disposalService?: Resolver<Maybe<ResolversTypes['DisposalService']>, ParentType, ContextType>;
  freeGift?: Resolver<Maybe<ResolversTypes['BasketItem']>, ParentType, ContextType>;
  hints?: Resolver<Array<ResolversTypes['Hint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BasketItem']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['BasketLimits'], ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingFlatRate?: Resolver<ResolversTypes['ShippingFlatRate'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BasketTotals'], ParentType, ContextType>;
};

export type BasketItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BasketItem'] = ResolversParentTypes['BasketItem']> = {
  allowsDisposalService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colorLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliverabilityForwardingAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dimensionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  displayNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BasketLimitsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BasketLimits'] = ResolversParentTypes['BasketLimits']> = {
  basketMaxItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderValueFreeGift?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityLimitPerArticle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BasketTotalsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BasketTotals'] = ResolversParentTypes['BasketTotals']> = {
  articles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashOnDelivery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disposalService?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  express?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instalmentSurcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentPauseSurcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voucherDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BreadcrumbItem'] = ResolversParentTypes['BreadcrumbItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContentTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<CategoryProductsArgs, 'limit' | 'sort'>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategorySuggestionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CategorySuggestion'] = ResolversParentTypes['CategorySuggestion']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggestedFilter?: Resolver<Maybe<ResolversTypes['ActiveFilter']>, ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  canPlaceOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  selectedPaymentMethodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BasketTotals'], ParentType, ContextType>;
};

export type ClientResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ColorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactReasonResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactReason'] = ResolversParentTypes['ContactReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['AccountBalance'], ParentType, ContextType>;
  customerCard?: Resolver<ResolversTypes['CustomerCard'], ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['Salutation'], ParentType, ContextType>;
  verificationState?: Resolver<ResolversTypes['VerificationState'], ParentType, ContextType>;
};

export type CustomerCardResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CustomerCard'] = ResolversParentTypes['CustomerCard']> = {
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DimensionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Dimension'] = ResolversParentTypes['Dimension']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type DirectOrderFormArticleResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DirectOrderFormArticle'] = ResolversParentTypes['DirectOrderFormArticle']> = {
  dimension?: Resolver<ResolversTypes['Dimension'], ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type DirectOrderFormLineErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DirectOrderFormLineError'] = ResolversParentTypes['DirectOrderFormLineError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['HintParam']>, ParentType, ContextType>;
};

export type DirectOrderFormResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DirectOrderFormResult'] = ResolversParentTypes['DirectOrderFormResult']> = {
  addedLines?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  lineErrors?: Resolver<Array<ResolversTypes['DirectOrderFormLineError']>, ParentType, ContextType>;
};

export type DisposalServiceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DisposalService'] = ResolversParentTypes['DisposalService']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EconomicOperatorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['EconomicOperator'] = ResolversParentTypes['EconomicOperator']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailVerificationResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['EmailVerificationResult'] = ResolversParentTypes['EmailVerificationResult']> = {
  status?: Resolver<ResolversTypes['EmailVerificationStatus'], ParentType, ContextType>;
};

export type FilterResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  range?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FilterValue']>, ParentType, ContextType>;
};

export type FilterValueResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FilterValue'] = ResolversParentTypes['FilterValue']> = {
  colorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GkAirMetadataResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['GkAirMetadata'] = ResolversParentTypes['GkAirMetadata']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GkAirOutputResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['GkAirOutput'] = ResolversParentTypes['GkAirOutput']> = {
  outputId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['GkAirProduct']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GkAirProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['GkAirProduct'] = ResolversParentTypes['GkAirProduct']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outfitID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HintResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Hint'] = ResolversParentTypes['Hint']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['HintParam']>, ParentType, ContextType>;
};

export type HintParamResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['HintParam'] = ResolversParentTypes['HintParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InstallmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Installment'] = ResolversParentTypes['Installment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<Array<ResolversTypes['Installment']>, ParentType, ContextType>;
  nextDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['InvoicePaymentMethod'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrBill?: Resolver<Maybe<ResolversTypes['QrBill']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type LinkChipResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LinkChip'] = ResolversParentTypes['LinkChip']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinkGroupResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LinkGroup'] = ResolversParentTypes['LinkGroup']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['LinkChip']>, ParentType, ContextType>;
};

export type LoyaltyResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Loyalty'] = ResolversParentTypes['Loyalty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programmeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MaturitiesResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Maturities'] = ResolversParentTypes['Maturities']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Maturity']>, ParentType, ContextType>;
  openAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MaturityResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Maturity'] = ResolversParentTypes['Maturity']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateAccount?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'token'>>;
  activateLoyaltyNumber?: Resolver<ResolversTypes['Loyalty'], ParentType, ContextType, RequireFields<MutationActivateLoyaltyNumberArgs, 'number'>>;
  addToBasket?: Resolver<ResolversTypes['AddToBasketResult'], ParentType, ContextType, RequireFields<MutationAddToBasketArgs, 'input'>>;
  addWishlistItem?: Resolver<ResolversTypes['WishlistItem'], ParentType, ContextType, RequireFields<MutationAddWishlistItemArgs, 'isTargetingAllowed' | 'locale' | 'productId'>>;
  changeBasketItem?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationChangeBasketItemArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  newsletterActivate?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterActivateArgs, 'token'>>;
  newsletterSubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterSubscribeArgs, 'input'>>;
  newsletterUnsubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterUnsubscribeArgs, 'input'>>;
  newsletterUpdateData?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterUpdateDataArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['OrderConfirmation'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeBasketItem?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationRemoveBasketItemArgs, 'itemId'>>;
  removeWishlistItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveWishlistItemArgs, 'isTargetingAllowed' | 'itemKey' | 'locale'>>;
  requestAccountDeletion?: Resolver<ResolversTypes['AccountDeletionResult'], ParentType, ContextType>;
  requestCatalogues?: Resolver<ResolversTypes['RequestResult'], ParentType, ContextType, RequireFields<MutationRequestCataloguesArgs, 'input'>>;
  requestOlderInvoices?: Resolver<ResolversTypes['RequestResult'], ParentType, ContextType, RequireFields<MutationRequestOlderInvoicesArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestVerificationEmail?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['RequestResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  reviewFeedback?: Resolver<ResolversTypes['ReviewFeedbackResult'], ParentType, ContextType, RequireFields<MutationReviewFeedbackArgs, 'input'>>;
  reviewSubmit?: Resolver<ResolversTypes['ReviewSubmitResult'], ParentType, ContextType, RequireFields<MutationReviewSubmitArgs, 'input'>>;
  setCheckoutAddress?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationSetCheckoutAddressArgs, 'input'>>;
  setDisposalService?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationSetDisposalServiceArgs, 'quantity'>>;
  setPaymentMethod?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationSetPaymentMethodArgs, 'paymentMethodId'>>;
  submitContactForm?: Resolver<ResolversTypes['RequestResult'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  submitDirectOrderForm?: Resolver<ResolversTypes['DirectOrderFormResult'], ParentType, ContextType, RequireFields<MutationSubmitDirectOrderFormArgs, 'input'>>;
  submitSurvey?: Resolver<ResolversTypes['SurveyResult'], ParentType, ContextType, RequireFields<MutationSubmitSurveyArgs, 'input'>>;
  trackAddToWishlistGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackAddToWishlistGkAirArgs, 'locale' | 'productId' | 'sessionId' | 'trackingConsent'>>;
  trackCategoryClickGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackCategoryClickGkAirArgs, 'categoryId' | 'locale' | 'sessionId' | 'trackingConsent' | 'trackingToken'>>;
  trackClickGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackClickGkAirArgs, 'locale' | 'productId' | 'sessionId' | 'trackingConsent' | 'trackingToken'>>;
  trackProductViewGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackProductViewGkAirArgs, 'locale' | 'productId' | 'sessionId' | 'trackingConsent'>>;
  trackRemoveFromWishlistGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackRemoveFromWishlistGkAirArgs, 'locale' | 'productId' | 'sessionId' | 'trackingConsent'>>;
  trackSearchGkAir?: Resolver<ResolversTypes['TrackingResult'], ParentType, ContextType, RequireFields<MutationTrackSearchGkAirArgs, 'locale' | 'searchTerm' | 'sessionId' | 'trackingConsent'>>;
  trackingOptOut?: Resolver<ResolversTypes['TrackingOptOutResult'], ParentType, ContextType, RequireFields<MutationTrackingOptOutArgs, 'provider'>>;
  verifyEmail?: Resolver<ResolversTypes['EmailVerificationResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type NavigationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterSubscriptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['NewsletterSubscription'] = ResolversParentTypes['NewsletterSubscription']> = {
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productRecommendations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoicePdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderConfirmationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderConfirmation'] = ResolversParentTypes['OrderConfirmation']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loyaltyRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surveySubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  colorLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  old?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saving?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  savingRange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrintCatalogueResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PrintCatalogue'] = ResolversParentTypes['PrintCatalogue']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  alternate?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbItem']>, ParentType, ContextType>;
  canonicalId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  catalogId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  companyOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimensions?: Resolver<Array<ResolversTypes['Dimension']>, ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disposalNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disposalServiceProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  energyEfficiencyClass?: Resolver<Maybe<ResolversTypes['EnergyEfficiencyClass']>, ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['ProductFlag'], ParentType, ContextType>;
  gkAirMetadata?: Resolver<Maybe<ResolversTypes['GkAirMetadata']>, ParentType, ContextType>;
  heatDegree?: Resolver<Maybe<ResolversTypes['HeatDegree']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, Partial<ProductImagesArgs>>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkBox?: Resolver<Array<ResolversTypes['LinkGroup']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mainTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  masterCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  masterKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mkz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldDisplayNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outsold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  salesUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeTables?: Resolver<Array<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  styleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sustainabilityLogos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trackingDimensionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProductByCategoryResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductByCategoryResult'] = ResolversParentTypes['ProductByCategoryResult']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  activeFilters?: Resolver<Array<ResolversTypes['ActiveFilter']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optimizedTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pinnedProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['ProductSort'], ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalItemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSafetyResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductSafety'] = ResolversParentTypes['ProductSafety']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['EconomicOperator'], ParentType, ContextType>;
  responsiblePerson?: Resolver<ResolversTypes['EconomicOperator'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductSuggestionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductSuggestion'] = ResolversParentTypes['ProductSuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QrBillResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['QrBill'] = ResolversParentTypes['QrBill']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditorCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditorZipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  automatedProductById?: Resolver<ResolversTypes['AutomatedProductResult'], ParentType, ContextType, RequireFields<QueryAutomatedProductByIdArgs, 'input'>>;
  basket?: Resolver<Maybe<ResolversTypes['Basket']>, ParentType, ContextType>;
  categoryById?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryByIdArgs, 'input'>>;
  categoryByPath?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryByPathArgs, 'locale' | 'path'>>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  contactReasons?: Resolver<Array<ResolversTypes['ContactReason']>, ParentType, ContextType, RequireFields<QueryContactReasonsArgs, 'locale'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  directOrderFormArticle?: Resolver<ResolversTypes['DirectOrderFormArticle'], ParentType, ContextType, RequireFields<QueryDirectOrderFormArticleArgs, 'displayNumber' | 'locale'>>;
  gkAir?: Resolver<Array<ResolversTypes['GkAirOutput']>, ParentType, ContextType, RequireFields<QueryGkAirArgs, 'input'>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'number'>>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'months'>>;
  lastOrder?: Resolver<Maybe<ResolversTypes['OrderConfirmation']>, ParentType, ContextType>;
  loyalty?: Resolver<ResolversTypes['Loyalty'], ParentType, ContextType>;
  maturities?: Resolver<ResolversTypes['Maturities'], ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType, RequireFields<QueryNavigationArgs, 'locale'>>;
  newsletterSubscription?: Resolver<Maybe<ResolversTypes['NewsletterSubscription']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'number'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'months'>>;
  popupProductById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryPopupProductByIdArgs, 'id' | 'locale'>>;
  printCatalogues?: Resolver<Array<ResolversTypes['PrintCatalogue']>, ParentType, ContextType, RequireFields<QueryPrintCataloguesArgs, 'locale'>>;
  productByCategory?: Resolver<ResolversTypes['ProductByCategoryResult'], ParentType, ContextType, RequireFields<QueryProductByCategoryArgs, 'input' | 'locale'>>;
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id' | 'locale'>>;
  productListing?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QueryProductListingArgs, 'input'>>;
  productPriceAndNameById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductPriceAndNameByIdArgs, 'input'>>;
  productSafety?: Resolver<Maybe<ResolversTypes['ProductSafety']>, ParentType, ContextType, RequireFields<QueryProductSafetyArgs, 'dimensionId' | 'locale'>>;
  returns?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  reviewDisplay?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryReviewDisplayArgs, 'input'>>;
  reviewStatistics?: Resolver<ResolversTypes['ReviewStatistics'], ParentType, ContextType, RequireFields<QueryReviewStatisticsArgs, 'locale' | 'productId'>>;
  searchField?: Resolver<ResolversTypes['SearchFieldResult'], ParentType, ContextType, RequireFields<QuerySearchFieldArgs, 'input'>>;
  smartSuggestion?: Resolver<ResolversTypes['SmartSuggestion'], ParentType, ContextType, RequireFields<QuerySmartSuggestionArgs, 'term'>>;
  suggestion?: Resolver<ResolversTypes['Suggestion'], ParentType, ContextType, RequireFields<QuerySuggestionArgs, 'input'>>;
  supportIds?: Resolver<ResolversTypes['SupportIds'], ParentType, ContextType>;
  trackAndTrace?: Resolver<Maybe<ResolversTypes['TrackAndTrace']>, ParentType, ContextType, RequireFields<QueryTrackAndTraceArgs, 'input'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<QueryWishlistArgs, 'locale'>>;
};

export type RatingCountResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RatingCount'] = ResolversParentTypes['RatingCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RatingStatisticsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RatingStatistics'] = ResolversParentTypes['RatingStatistics']> = {
  attributeRatingsAverage?: Resolver<Array<ResolversTypes['AttributeRating']>, ParentType, ContextType>;
  ratingDistribution?: Resolver<Array<ResolversTypes['RatingCount']>, ParentType, ContextType>;
  totalReviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReductionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Reduction'] = ResolversParentTypes['Reduction']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relative?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RequestResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RequestResult'] = ResolversParentTypes['RequestResult']> = {
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReturnItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  helpfulNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  helpfulYes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRecommended?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userNickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewFeedbackResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewFeedbackResult'] = ResolversParentTypes['ReviewFeedbackResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewStatisticsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewStatistics'] = ResolversParentTypes['ReviewStatistics']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAmountOfStars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overallRatingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratingAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ratingStatistics?: Resolver<ResolversTypes['RatingStatistics'], ParentType, ContextType>;
  totalReviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewSubmitResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewSubmitResult'] = ResolversParentTypes['ReviewSubmitResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type SearchFieldCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchFieldCategory'] = ResolversParentTypes['SearchFieldCategory']> = {
  activeFilters?: Resolver<Array<ResolversTypes['ActiveFilter']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFieldResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchFieldResult'] = ResolversParentTypes['SearchFieldResult']> = {
  catalogId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['SearchFieldCategory']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalItemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ShipmentEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentEventResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShipmentEvent'] = ResolversParentTypes['ShipmentEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingFlatRateResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShippingFlatRate'] = ResolversParentTypes['ShippingFlatRate']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiredOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SizeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeTableResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SizeTable'] = ResolversParentTypes['SizeTable']> = {
  companyOfOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmartSuggestionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SmartSuggestion'] = ResolversParentTypes['SmartSuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['SmartSuggestionItem']>, ParentType, ContextType>;
};

export type SmartSuggestionItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SmartSuggestionItem'] = ResolversParentTypes['SmartSuggestionItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSuggestion']>, ParentType, ContextType>;
};

export type SupportIdsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupportIds'] = ResolversParentTypes['SupportIds']> = {
  cookieId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SurveyResult'] = ResolversParentTypes['SurveyResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TrackAndTraceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['TrackAndTrace'] = ResolversParentTypes['TrackAndTrace']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
};

export type TrackingOptOutResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['TrackingOptOutResult'] = ResolversParentTypes['TrackingOptOutResult']> = {
  status?: Resolver<ResolversTypes['TrackingOptOutStatus'], ParentType, ContextType>;
};

export type TrackingResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['TrackingResult'] = ResolversParentTypes['TrackingResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  deliverabilityForwardingAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disposalService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['VariantPrice'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Size'], ParentType, ContextType>;
};

export type VariantPriceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VariantPrice'] = ResolversParentTypes['VariantPrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reductions?: Resolver<Array<ResolversTypes['Reduction']>, ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ShopContext> = {
  AccountBalance?: AccountBalanceResolvers<ContextType>;
  AccountDeletionResult?: AccountDeletionResultResolvers<ContextType>;
  ActiveFilter?: ActiveFilterResolvers<ContextType>;
  AddToBasketResult?: AddToBasketResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  AttributeRating?: AttributeRatingResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  AutomatedProductResult?: AutomatedProductResultResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketItem?: BasketItemResolvers<ContextType>;
  BasketLimits?: BasketLimitsResolvers<ContextType>;
  BasketTotals?: BasketTotalsResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BreadcrumbItem?: BreadcrumbItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategorySuggestion?: CategorySuggestionResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  ContactReason?: ContactReasonResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerCard?: CustomerCardResolvers<ContextType>;
  Dimension?: DimensionResolvers<ContextType>;
  DirectOrderFormArticle?: DirectOrderFormArticleResolvers<ContextType>;
  DirectOrderFormLineError?: DirectOrderFormLineErrorResolvers<ContextType>;
  DirectOrderFormResult?: DirectOrderFormResultResolvers<ContextType>;
  DisposalService?: DisposalServiceResolvers<ContextType>;
  EconomicOperator?: EconomicOperatorResolvers<ContextType>;
  EmailVerificationResult?: EmailVerificationResultResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterValue?: FilterValueResolvers<ContextType>;
  GkAirMetadata?: GkAirMetadataResolvers<ContextType>;
  GkAirOutput?: GkAirOutputResolvers<ContextType>;
  GkAirProduct?: GkAirProductResolvers<ContextType>;
  Hint?: HintResolvers<ContextType>;
  HintParam?: HintParamResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Installment?: InstallmentResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LinkChip?: LinkChipResolvers<ContextType>;
  LinkGroup?: LinkGroupResolvers<ContextType>;
  Loyalty?: LoyaltyResolvers<ContextType>;
  Maturities?: MaturitiesResolvers<ContextType>;
  Maturity?: MaturityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NewsletterSubscription?: NewsletterSubscriptionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConfirmation?: OrderConfirmationResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PrintCatalogue?: PrintCatalogueResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductByCategoryResult?: ProductByCategoryResultResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductSafety?: ProductSafetyResolvers<ContextType>;
  ProductSuggestion?: ProductSuggestionResolvers<ContextType>;
  QrBill?: QrBillResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingCount?: RatingCountResolvers<ContextType>;
  RatingStatistics?: RatingStatisticsResolvers<ContextType>;
  Reduction?: ReductionResolvers<ContextType>;
  RequestResult?: RequestResultResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewFeedbackResult?: ReviewFeedbackResultResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewStatistics?: ReviewStatisticsResolvers<ContextType>;
  ReviewSubmitResult?: ReviewSubmitResultResolvers<ContextType>;
  SearchFieldCategory?: SearchFieldCategoryResolvers<ContextType>;
  SearchFieldResult?: SearchFieldResultResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentEvent?: ShipmentEventResolvers<ContextType>;
  ShippingFlatRate?: ShippingFlatRateResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  SizeTable?: SizeTableResolvers<ContextType>;
  SmartSuggestion?: SmartSuggestionResolvers<ContextType>;
  SmartSuggestionItem?: SmartSuggestionItemResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  SupportIds?: SupportIdsResolvers<ContextType>;
  SurveyResult?: SurveyResultResolvers<ContextType>;
  TrackAndTrace?: TrackAndTraceResolvers<ContextType>;
  TrackingOptOutResult?: TrackingOptOutResultResolvers<ContextType>;
  TrackingResult?: TrackingResultResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VariantPrice?: VariantPriceResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
};

