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
  /** ISO 4217 currency code: 'EUR', or 'CHF' for Swiss customers. */
  currency: Scalars['String']['output'];
  /** Everything unpaid (the sum of the maturities). */
  openAmount: Scalars['Int']['output'];
  /** The part of openAmount past its due date. */
  overdueAmount: Scalars['Int']['output'];
};

/** Answer of requestAccountDeletion. */
export type AccountDeletionResult = {
  __typename?: 'AccountDeletionResult';
  /** The deletion request was submitted. */
  submitted: Scalars['Boolean']['output'];
};

/** A filter in effect: its id and the chosen values. */
export type ActiveFilter = {
  __typename?: 'ActiveFilter';
  /** Filter id, e.g. 'colour', 'price', 'sale'. */
  id: Scalars['ID']['output'];
  /** Chosen value ids; 'price' has one 'min-max' in cents, 'sale' has 'true'. */
  values: Array<Scalars['String']['output']>;
};

/** A filter to apply: its id and the chosen values (AND across filters, OR within one). */
export type ActiveFilterInput = {
  /** Filter id (Filter.id), e.g. 'colour', 'size', 'brand', 'price', 'sale'; unknown ids are ignored. */
  id: Scalars['ID']['input'];
  /** Value ids (FilterValue.id); 'price' takes one 'min-max' in cents (either end may be empty), 'sale' takes 'true'. */
  values: Array<Scalars['String']['input']>;
};

/** Pieces of a variant to add to the basket. */
export type AddToBasketInput = {
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH'. */
  locale: Scalars['String']['input'];
  /** Promotion of the colour (Dimension.promotion); the variant decides the article. */
  promotion?: InputMaybe<Scalars['String']['input']>;
  /** Pieces to add, at least 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The variant (size) to add; blank gives ATB_NO_VARIANT_SELECTED. */
  variantId: Scalars['ID']['input'];
};

/** Answer of addToBasket. */
export type AddToBasketResult = {
  __typename?: 'AddToBasketResult';
  /** The basket after the change. */
  basket: Basket;
  /** The line that was added or increased. */
  item: BasketItem;
};

/** A postal address. */
export type Address = {
  __typename?: 'Address';
  /** Address addition (c/o, floor …); null when none. */
  additional?: Maybe<Scalars['String']['output']>;
  /** Town. */
  city: Scalars['String']['output'];
  /** ISO 3166 country code, e.g. 'DE'. */
  country: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Salutation. */
  gender: Salutation;
  /** House number. */
  houseNumber: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Street. */
  street: Scalars['String']['output'];
  /** Postal code. */
  zipCode: Scalars['String']['output'];
};

/** An address as entered; field errors in extensions.fields. */
export type AddressInput = {
  /** Address addition; same characters as houseNumber. */
  additional?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and - . / ' : ( ) ` ^. */
  city: Scalars['String']['input'];
  /** ISO 3166 country code: DE, AT, CH, LI, LU, NL, CZ, SK or SE (else COUNTRY_NOT_DELIVERED). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** E-mail for the order confirmation (guests). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Letters, - . / ' & and spaces. */
  firstName: Scalars['String']['input'];
  /** Salutation; required ('Please choose a salutation'). */
  gender?: InputMaybe<Salutation>;
  /** Letters, digits and - . / ' : ( ) ` ^; with at least one digit in a delivery address (HOUSE_NUMBER_INVALID), which may leave it empty in Sweden. */
  houseNumber: Scalars['String']['input'];
  /** Letters, digits, - . / ' & and spaces. */
  lastName: Scalars['String']['input'];
  /** Letters, digits, - . / ' & , and spaces. */
  street: Scalars['String']['input'];
  /** At least 3 digits; in a delivery address as its country writes it: DE 5 digits, AT/CH/LI/LU 4 (ZIP_CODE_LENGTH), NL '1234 AB', CZ/SK/SE '123 45' (ZIP_CODE_FORMAT). */
  zipCode: Scalars['String']['input'];
};

/** A product or variant attribute; keys are listed in the specification (material, neckline, ...). */
export type Attribute = {
  __typename?: 'Attribute';
  /** Attribute key, e.g. 'material', 'neckline', 'measures'. */
  key: Scalars['String']['output'];
  /** Value as shown, e.g. '100% Baumwolle'. */
  value: Scalars['String']['output'];
};

/** Average of a rated attribute such as fit or quality; percentage 0 to 100 on a scale from valueRange. */
export type AttributeRating = {
  __typename?: 'AttributeRating';
  /** Attribute as shown, e.g. 'Passform', 'Qualität', 'Preis-Leistung'. */
  attributeKey: Scalars['String']['output'];
  /** Position of the average on the scale: 0 at the first label, 100 at the last. */
  percentage: Scalars['Float']['output'];
  /** Labels along the scale, low to high, e.g. ['fällt klein aus', 'passt genau', 'fällt groß aus']. */
  valueRange: Array<Scalars['String']['output']>;
};

/** Answer of login, register and activateAccount. */
export type AuthResult = {
  __typename?: 'AuthResult';
  /** The login state after the call. */
  client: Client;
  /** Bearer token for the personalised API (stored in the auth cookie). */
  token: Scalars['String']['output'];
};

/** Answer of automatedProductById. */
export type AutomatedProductResult = {
  __typename?: 'AutomatedProductResult';
  /** The product, or null when unknown. */
  productById?: Maybe<Product>;
};

/** Availability of a product or variant; key selects the delivery text. */
export type Availability = {
  __typename?: 'Availability';
  /** Colour of the delivery text: 'green', 'yellow' or 'red'. */
  color?: Maybe<Scalars['String']['output']>;
  /** Record id; null (availability is kept with its product or variant). */
  id?: Maybe<Scalars['ID']['output']>;
  /** True when delivered later from incoming stock (christmas, easter, mid/end of a month); null for products. */
  isSubsequentDelivery?: Maybe<Scalars['Boolean']['output']>;
  /** available, christmas, easter, directShipping, directShipping2Weeks, directShipping5Days, directShipping8Days, midOf{Month}, endOf{Month}, outOfStock or outsold. */
  key: Scalars['String']['output'];
  /** Pieces in stock (variants only). */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** State the key stands for (lowStock while 1 to 8 pieces are left). */
  state: AvailabilityState;
  /** Delivery text, e.g. 'Lieferzeit 2–4 Werktage'. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Availability states. */
export type AvailabilityState =
  /** In stock: delivered in 2–4 workdays. */
  | 'available'
  /** Orderable, delivered later (direct shipping or a later date). */
  | 'deliverable'
  /** In stock, 1 to 8 pieces left. */
  | 'lowStock'
  /** Sold out (key outOfStock: for now; outsold: for good). */
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
  /** The lines, in the order they were added; the free gift line included. */
  items: Array<BasketItem>;
  /** Quantity and order-value limits of the basket. */
  limits: BasketLimits;
  /** Loyalty points the basket earns. */
  loyaltyPoints: Scalars['Int']['output'];
  /** The shipping flat-rate offer shown in the basket. */
  shippingFlatRate: ShippingFlatRate;
  /** Cost lines in cents, with the chosen payment method's surcharge. */
  totals: BasketTotals;
};

/** A line of the basket: pieces of one variant. */
export type BasketItem = {
  __typename?: 'BasketItem';
  /** A mattress or slatted frame: makes the disposal service available. */
  allowsDisposalService: Scalars['Boolean']['output'];
  /** Delivery state in the basket; may differ from the product page's (DELIVERY_STATE_CHANGED). */
  availability: Availability;
  /** Brand name; null without brand. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Colour name. */
  colorLabel?: Maybe<Scalars['String']['output']>;
  /** Delivered by a forwarding agent ('Forwarding delivery', 17,90 € freight). */
  deliverabilityForwardingAgent: Scalars['Boolean']['output'];
  /** Colour dimension (promotion) of the line. */
  dimensionId?: Maybe<Scalars['ID']['output']>;
  /** Article number of the line's colour: 9 digits without separators (6 product + 3 promotion). */
  displayNumber?: Maybe<Scalars['String']['output']>;
  /** Line id, derived from the variant; it changes when the line's size or colour is changed. */
  id: Scalars['ID']['output'];
  /** First product image; null when there is none. */
  image?: Maybe<Image>;
  /** True for the free gift line (price 0, at most 1 piece). */
  isFreeGift: Scalars['Boolean']['output'];
  /** Most pieces the line can hold: stock, and 20 per article minus its pieces in other lines; 1 for a free gift. */
  maxQuantity: Scalars['Int']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Old unit price in cents; 0 when not reduced; a free gift's regular price. */
  oldPrice: Scalars['Int']['output'];
  /** Unit price in cents (withTax ÷ quantity of a multi-piece unit); 0 for a free gift. */
  price: Scalars['Int']['output'];
  /** The product. */
  productId: Scalars['ID']['output'];
  /** Pieces in the line. */
  quantity: Scalars['Int']['output'];
  /** Size as shown. */
  sizeLabel: Scalars['String']['output'];
  /** Line total in cents. */
  total: Scalars['Int']['output'];
  /** The variant (size of a colour) of the line. */
  variantId: Scalars['ID']['output'];
};

/** Limits of the basket; amounts in cents. */
export type BasketLimits = {
  __typename?: 'BasketLimits';
  /** Pieces in the basket at most (50); more gives BASKET_MAX_ITEMS. */
  basketMaxItems: Scalars['Int']['output'];
  /** Article value an order needs (1000); less gives BASKET_MIN_ORDER_VALUE. */
  minOrderValue: Scalars['Int']['output'];
  /** Article value a free gift needs (5000). */
  minOrderValueFreeGift: Scalars['Int']['output'];
  /** Pieces of one article at most (20). */
  quantityLimitPerArticle: Scalars['Int']['output'];
};

/** Total lines of the basket in cents; 0 where a cost does not apply. */
export type BasketTotals = {
  __typename?: 'BasketTotals';
  /** Sum of articles. */
  articles: Scalars['Int']['output'];
  /** Cash-on-delivery fee (695) when that payment method is chosen. */
  cashOnDelivery: Scalars['Int']['output'];
  /** ISO 4217 currency code, 'EUR'. */
  currency: Scalars['String']['output'];
  /** The booked disposal service. */
  disposalService: Scalars['Int']['output'];
  /** Express delivery (995), charged when an order is placed with express. */
  express: Scalars['Int']['output'];
  /** Carrier (freight) costs of forwarding-agent articles. */
  freight: Scalars['Int']['output'];
  /** Instalment surcharge: 5 % of the article value when paying by instalments. */
  instalmentSurcharge: Scalars['Int']['output'];
  /** Payment-pause surcharge (399) when that payment method is chosen. */
  paymentPauseSurcharge: Scalars['Int']['output'];
  /** Parcel shipping: 595 below an article value of 7500; 0 above it or with forwarding-agent articles only. */
  shipping: Scalars['Int']['output'];
  /** Sum of all lines. */
  total: Scalars['Int']['output'];
  /** Negative or 0. */
  voucherDiscount: Scalars['Int']['output'];
};

/** A brand. */
export type Brand = {
  __typename?: 'Brand';
  /** Brand id (a slug of the name). */
  id: Scalars['ID']['output'];
  /** Logo image id; null when the brand has none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Brand name. */
  name: Scalars['String']['output'];
};

/** A category of a product's breadcrumb. */
export type BreadcrumbItem = {
  __typename?: 'BreadcrumbItem';
  /** 'bc-' + the category id, so it never collides with the Category record of the same id. */
  id: Scalars['ID']['output'];
  /** Category name. */
  name: Scalars['String']['output'];
  /** URL path of the category listing. */
  path: Scalars['String']['output'];
};

/** A campaign's mark on a price: a badge in the campaign's colour that opens its legal hint. */
export type CampaignHighlight = {
  __typename?: 'CampaignHighlight';
  /** Text of the badge, e.g. 'Sommer-Sale'. */
  badgeText: Scalars['String']['output'];
  /** Colour of the badge by its content-service name ('Sale-Rot', 'Salbei', …); null for the default. */
  layoutColor?: Maybe<CampaignLayoutColor>;
  /** Key of the legal hint (content API modal) with the campaign's conditions; null when it has none. */
  modal?: Maybe<Scalars['String']['output']>;
};

/** A layout colour chosen in the content service. */
export type CampaignLayoutColor = {
  __typename?: 'CampaignLayoutColor';
  /** The colour's name, e.g. 'Sale-Rot'. */
  name: Scalars['String']['output'];
};

/** An order of printed catalogues. */
export type CatalogueRequestInput = {
  /** Where the catalogues go. */
  address: AddressInput;
  /** PrintCatalogue.id of each catalogue; at least one (NO_CATALOG_SELECTED). */
  catalogueIds: Array<Scalars['ID']['input']>;
};

/** A category of the navigation tree and of listings. */
export type Category = {
  __typename?: 'Category';
  /** Sub-categories, in navigation order; empty on level 3. */
  children: Array<Category>;
  /** Icon name, served as /icons/{icon}.svg; null without icon. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** A heading that groups its children in the navigation rather than a link of its own. */
  isContentTitle: Scalars['Boolean']['output'];
  /** Shown highlighted in the navigation. */
  isHighlighted: Scalars['Boolean']['output'];
  /** Level in the tree, 1 to 3. */
  level: Scalars['Int']['output'];
  /** Category name in navigation and breadcrumbs. */
  name: Scalars['String']['output'];
  /** Id of the parent category; null on level 1. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** URL path of the category listing, for example /damen-bekleidung/kleider. */
  path: Scalars['String']['output'];
  /** Products of the category (and its descendants). */
  products: Array<Product>;
  /** Page title of the listing, e.g. 'Kleider online kaufen'. */
  title?: Maybe<Scalars['String']['output']>;
};


/** A category of the navigation tree and of listings. */
export type CategoryProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** Identifies a category. */
export type CategoryInput = {
  /** Category id. */
  id: Scalars['ID']['input'];
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
};

/** A category suggested for a search term. */
export type CategorySuggestion = {
  __typename?: 'CategorySuggestion';
  /** The suggested category. */
  category: Category;
  /** Unique per term and category. */
  id: Scalars['ID']['output'];
  /** Relevance, 0 to 1 (1: the term names the category). */
  score: Scalars['Float']['output'];
  /** A filter that narrows the category to the term (for example colour for 'rote kleider'). */
  suggestedFilter?: Maybe<ActiveFilter>;
};

/** A change of one basket line. */
export type ChangeBasketItemInput = {
  /** BasketItem.id of the line. */
  itemId: Scalars['ID']['input'];
  /** New number of pieces; 0 removes the line; null keeps it. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Another variant (colour or size) of the same product. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The checkout of the visitor's basket. */
export type Checkout = {
  __typename?: 'Checkout';
  /** The basket being ordered. */
  basket: Basket;
  /** True when the basket has items and reaches the minimum order value, and address, e-mail and payment are complete. */
  canPlaceOrder: Scalars['Boolean']['output'];
  /** The redeemed coupon code (upper case); null when none is redeemed. */
  couponCode?: Maybe<Scalars['String']['output']>;
  /** Address entered in checkout, else the customer's default; null when neither exists. */
  deliveryAddress?: Maybe<Address>;
  /** Where the confirmation goes: the customer's e-mail, else the guest's; null when missing. */
  email?: Maybe<Scalars['String']['output']>;
  /** Charge of express delivery in cents, added to the totals' express line when the order is placed with express. */
  expressCharge: Scalars['Int']['output'];
  /** Always 'checkout': one record in the client store. */
  id: Scalars['ID']['output'];
  /** Every payment method, with its surcharge and availability for this basket. */
  paymentMethods: Array<PaymentMethod>;
  /** The chosen payment method; null before one is chosen. */
  selectedPaymentMethodId?: Maybe<Scalars['ID']['output']>;
  /** Cost lines of the basket in cents, with the redeemed coupon's voucher discount. */
  totals: BasketTotals;
};

/** Login state of the visitor. */
export type Client = {
  __typename?: 'Client';
  /** Customer number when logged in (also the recommendation userId). */
  customerNumber?: Maybe<Scalars['String']['output']>;
  /** Stable id of the client record in the store. */
  id: Scalars['ID']['output'];
  /** True when a customer is logged in. */
  isLoggedIn: Scalars['Boolean']['output'];
};

/** A colour of a product, for the colour tiles. */
export type Color = {
  __typename?: 'Color';
  /** CSS colour of the tile. */
  code: Scalars['String']['output'];
  /** 'colour-' + the id of the matching Dimension. */
  id: Scalars['ID']['output'];
  /** True when every size of the colour is sold out. */
  isSoldOut: Scalars['Boolean']['output'];
  /** Colour name. */
  label: Scalars['String']['output'];
};

/** A contact request; field errors in extensions.fields. */
export type ContactFormInput = {
  /** 6–8 digits. */
  customerNumber?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address to answer to. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ContactReason.id. */
  reasonId: Scalars['ID']['input'];
  /** Salutation. */
  salutation?: InputMaybe<Salutation>;
};

/** A reason to choose in the contact form. */
export type ContactReason = {
  __typename?: 'ContactReason';
  /** Id to send as ContactFormInput.reasonId. */
  id: Scalars['ID']['output'];
  /** Text shown, e.g. 'Fragen zu meiner Bestellung'. */
  label: Scalars['String']['output'];
};

/** A registered customer. */
export type Customer = {
  __typename?: 'Customer';
  /** Default delivery address. */
  address?: Maybe<Address>;
  /** Credit and open amounts of the account. */
  balance: AccountBalance;
  /** The digital customer card. */
  customerCard: CustomerCard;
  /** Customer number; also a login identifier. */
  customerNumber: Scalars['String']['output'];
  /** Date of birth (ISO date); null when not given. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** E-mail address of the account. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** 'customer-' + the customer number. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Salutation. */
  salutation: Salutation;
  /** State of the e-mail verification. */
  verificationState: VerificationState;
};

/** The digital customer card. */
export type CustomerCard = {
  __typename?: 'CustomerCard';
  /** Content of the card's barcode. */
  barcode: Scalars['String']['output'];
  /** Name of the card holder. */
  holder: Scalars['String']['output'];
  /** Card number (EAN-13 from the customer number). */
  number: Scalars['String']['output'];
  /** Last day of validity (ISO date); null when not limited. */
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** A colour dimension of a product with its size variants. Identified by id plus promotion. */
export type Dimension = {
  __typename?: 'Dimension';
  /** Dimension id. */
  id: Scalars['ID']['output'];
  /** True when promotion is the colour's default one (a colour may be sold under several promotions). */
  isDefaultPromotion: Scalars['Boolean']['output'];
  /** Colour name. */
  label: Scalars['String']['output'];
  /** 3-digit promotion: the last 3 digits of the colour's display number. */
  promotion?: Maybe<Scalars['String']['output']>;
  /** One variant per size. */
  variants: Array<Variant>;
};

/** An article found by display number for the direct order form. */
export type DirectOrderFormArticle = {
  __typename?: 'DirectOrderFormArticle';
  /** The colour dimension (promotion) the number stands for. */
  dimension: Dimension;
  /** The number as 9 digits without separators (6 product + 3 promotion). */
  displayNumber: Scalars['String']['output'];
  /** The product. */
  product: Product;
};

/** The lines of the direct order form. */
export type DirectOrderFormInput = {
  /** The form's lines; blank lines are skipped, an empty list gives DOF_FAILED_TO_ADD_TO_BASKET. */
  lines: Array<DirectOrderFormLineInput>;
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH'. */
  locale: Scalars['String']['input'];
};

/** Why a line of the direct order form was not added. */
export type DirectOrderFormLineError = {
  __typename?: 'DirectOrderFormLineError';
  /** Hint code, e.g. INVALID_DISPLAY_NUMBER, DOF_SOLD_OUT, QUANTITY_LIMIT_EXCEEDED. */
  code: Scalars['String']['output'];
  /** 0-based index of the line in the input. */
  index: Scalars['Int']['output'];
  /** Values of the message's placeholders (e.g. stock, displayNumber). */
  params: Array<HintParam>;
};

/** One line of the direct order form. */
export type DirectOrderFormLineInput = {
  /** Article number: 3+3+3 digits, dots or spaces allowed between the groups. */
  displayNumber: Scalars['String']['input'];
  /** Pieces, at least 1. */
  quantity: Scalars['Int']['input'];
  /** The chosen size (Variant.id) of that colour; may be left out when the colour has one size. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Answer of submitDirectOrderForm. */
export type DirectOrderFormResult = {
  __typename?: 'DirectOrderFormResult';
  /** Index of each added line. */
  addedLines: Array<Scalars['Int']['output']>;
  /** The basket after adding the valid lines. */
  basket: Basket;
  /** Problems of the lines that were not added. */
  lineErrors: Array<DirectOrderFormLineError>;
};

/** Take-away of old mattresses and slatted frames: 29,99 € per piece. */
export type DisposalService = {
  __typename?: 'DisposalService';
  /** Pieces booked; at most the mattresses and slatted frames in the basket. */
  quantity: Scalars['Int']['output'];
  /** quantity × unitPrice, in cents. */
  total: Scalars['Int']['output'];
  /** Price per piece in cents (2999). */
  unitPrice: Scalars['Int']['output'];
};

/** A company named in the product safety information, with its postal and electronic address. */
export type EconomicOperator = {
  __typename?: 'EconomicOperator';
  /** Town. */
  city: Scalars['String']['output'];
  /** Country name, e.g. 'Deutschland'. */
  country: Scalars['String']['output'];
  /** Contact e-mail address; null when none is given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Company name. */
  name: Scalars['String']['output'];
  /** Street and house number. */
  street: Scalars['String']['output'];
  /** Website; null when none is given. */
  url?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zipCode: Scalars['String']['output'];
};

/** Answer of verifyEmail. */
export type EmailVerificationResult = {
  __typename?: 'EmailVerificationResult';
  /** Outcome of the verification. */
  status: EmailVerificationStatus;
};

/** Outcomes of an e-mail verification link. */
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
  /** Class A (colour #009136), the most efficient. */
  | 'A'
  /** Class B (colour #56ab27). */
  | 'B'
  /** Class C (colour #c8d201). */
  | 'C'
  /** Class D (colour #fded01). */
  | 'D'
  /** Class E (colour #f9bc01). */
  | 'E'
  /** Class F (colour #ea690b). */
  | 'F'
  /** Class G (colour #e1011b), the least efficient. */
  | 'G';

/** A filter of a listing. 'price' is a range filter, 'sale' the separate 'only sale' switch. */
export type Filter = {
  __typename?: 'Filter';
  /** Filter id as it goes into the URL, e.g. 'colour', 'size', 'brand', 'material', 'price', 'sale'. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Farbe', 'Preis'. */
  name: Scalars['String']['output'];
  /** For the price range filter: lowest and highest price in cents. */
  range?: Maybe<PriceRange>;
  /** How values are chosen. */
  type: FilterType;
  /** Values to choose; empty for the price range, one value 'true' for the sale switch. */
  values: Array<FilterValue>;
};

/** How the values of a filter are chosen. */
export type FilterType =
  /** Several values can be chosen. */
  | 'multi'
  /** A price range in cents. */
  | 'range'
  /** On or off. */
  | 'toggle';

/** A value of a filter with its product count. */
export type FilterValue = {
  __typename?: 'FilterValue';
  /** Colour filters: the swatch colour. */
  colorCode?: Maybe<Scalars['String']['output']>;
  /** Number of products with this value in the current listing. */
  count: Scalars['Int']['output'];
  /** The value as it goes into the URL. */
  id: Scalars['ID']['output'];
  /** Display name of the value. */
  name: Scalars['String']['output'];
  /** True when the value is active. */
  selected: Scalars['Boolean']['output'];
};

/** A request to the recommendation service. */
export type GkAirInput = {
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH'. */
  locale: Scalars['String']['input'];
  /** Outputs to return; empty: outputId, else every output of the service. */
  outputConfig?: InputMaybe<Array<GkAirOutputConfig>>;
  /** A single output; outputConfig lists several. */
  outputId?: InputMaybe<Scalars['String']['input']>;
  /** Parameters such as pid (product id), cid ('C' + category id) or term. */
  parameters?: InputMaybe<Array<GkAirParameter>>;
  /** Service (page context) to ask, e.g. 'productDetailPage', 'homepage'. */
  serviceId: Scalars['String']['input'];
  /** Warning logged by the client when missing; the service still answers. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the visitor's views, wishlist, basket and last order may feed the recommendations. */
  trackingConsent: Scalars['Boolean']['input'];
  /** Recommendation user id (the recoUserId cookie); null when there is none. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Tracking data of a product from the recommendation service. */
export type GkAirMetadata = {
  __typename?: 'GkAirMetadata';
  /** Id of the product's level-3 category. */
  category?: Maybe<Scalars['String']['output']>;
  /** Name of that category. */
  categoryName?: Maybe<Scalars['String']['output']>;
  /** URL path of that category. */
  categoryPath?: Maybe<Scalars['String']['output']>;
  /** Tracking string service|outputElementID|group|campaign|campaignElement; send it with the click. */
  trackingToken?: Maybe<Scalars['String']['output']>;
};

/** One output (slider) of the recommendation service. */
export type GkAirOutput = {
  __typename?: 'GkAirOutput';
  /** The output asked for. */
  outputId: Scalars['String']['output'];
  /** Recommended products, in order; empty when there are none. */
  products: Array<GkAirProduct>;
  /** Heading of the slider; null for an unknown output. */
  title?: Maybe<Scalars['String']['output']>;
};

/** An output of a recommendation request. */
export type GkAirOutputConfig = {
  /** Image type put first for this output's products. */
  imageType?: InputMaybe<Scalars['String']['input']>;
  /** Output to return, e.g. '1', '2', '3a'. */
  outputId: Scalars['String']['input'];
};

/** A name/value parameter of a recommendation request. */
export type GkAirParameter = {
  /** Parameter name, e.g. pid, cid, term. */
  name: Scalars['String']['input'];
  /** Parameter value; several values separated by commas. */
  value: Scalars['String']['input'];
};

/** A recommended product with its tracking data. */
export type GkAirProduct = {
  __typename?: 'GkAirProduct';
  /** Id of the product's level-3 category. */
  category?: Maybe<Scalars['String']['output']>;
  /** Name of that category. */
  categoryName?: Maybe<Scalars['String']['output']>;
  /** URL path of that category. */
  categoryPath?: Maybe<Scalars['String']['output']>;
  /** Numeric id of the outfit the product belongs to, else null. */
  outfitID?: Maybe<Scalars['String']['output']>;
  /** The product, with the requested images and gkAirMetadata. */
  product: Product;
  /** Why the product is recommended (the strategy that chose it). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Tracking string service|outputElementID|group|campaign|campaignElement. */
  trackingToken?: Maybe<Scalars['String']['output']>;
};

/** Heat degree of jackets and coats. */
export type HeatDegree =
  /** Not warming; no badge. */
  | 'LEVEL_0'
  /** Medium or transitional (1 of 3 snowflakes). */
  | 'LEVEL_1'
  /** Warm (2 snowflakes). */
  | 'LEVEL_2'
  /** Extra warm (3 snowflakes). */
  | 'LEVEL_3'
  /** Light, for summer: the summer label instead of snowflakes. */
  | 'SUMMER';

/** A hint of the message catalogue with its placeholders. */
export type Hint = {
  __typename?: 'Hint';
  /** Hint code, e.g. 'BASKET_COUPON'. */
  code: Scalars['String']['output'];
  /** Values of the message's placeholders; empty when it has none. */
  params: Array<HintParam>;
};

/** A placeholder of a message and its value. */
export type HintParam = {
  __typename?: 'HintParam';
  /** Placeholder name, e.g. 'formattedMinOrderValueFreeGift' or 'stock'. */
  name: Scalars['String']['output'];
  /** Its value as text, e.g. '50,00 €'. */
  value: Scalars['String']['output'];
};

/** A product image. hash is the image id served under /images/{hash}, or a full URL. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text. */
  alt?: Maybe<Scalars['String']['output']>;
  /** Image id (served under /images/{hash}) or a full URL. */
  hash: Scalars['String']['output'];
  /** Image type: 'main', 'model', 'ambiente' or 'detail'. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Which images to return: a type (for example 'model', 'detail'), exactly that type or preferring it, and how many. */
export type ImagesInput = {
  /** Most images returned; null: all. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** True: only images of imageType (possibly none); else they come first and the others follow. */
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  /** Image type put first: 'main', 'model', 'ambiente' or 'detail'; null keeps the product's order. */
  imageType?: InputMaybe<Scalars['String']['input']>;
};

/** An instalment of an instalment plan. */
export type Installment = {
  __typename?: 'Installment';
  /** Amount in minor units (cents). */
  amount: Scalars['Int']['output'];
  /** Due date (ISO date). */
  dueOn: Scalars['String']['output'];
  /** 1-based number of the instalment. */
  installment: Scalars['Int']['output'];
  /** Payment state. */
  status: PaymentStatus;
};

/** An invoice with its instalments. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Invoice amount in minor units (cents). */
  amount: Scalars['Int']['output'];
  /** ISO 4217 currency code: 'EUR', or 'CHF' for Swiss customers. */
  currency: Scalars['String']['output'];
  /** Invoice date (ISO date). */
  date: Scalars['String']['output'];
  /** 'invoice-' + the invoice number. */
  id: Scalars['ID']['output'];
  /** Instalments of an instalment plan; empty otherwise. */
  installments: Array<Installment>;
  /** Next due date of an open instalment plan. */
  nextDueDate?: Maybe<Scalars['String']['output']>;
  /** Invoice number. */
  number: Scalars['String']['output'];
  /** How the invoice is paid. */
  paymentMethod: InvoicePaymentMethod;
  /** Link to the invoice PDF. */
  pdfUrl: Scalars['String']['output'];
  /** QR-bill payment data (Swiss shops), else null. */
  qrBill?: Maybe<QrBill>;
  /** Payment state. */
  status: PaymentStatus;
};

/** Payment methods of an invoice. */
export type InvoicePaymentMethod =
  /** Nachnahme: paid to the carrier on delivery. */
  | 'cashOnDelivery'
  /** Kreditkarte. */
  | 'creditCard'
  /** Ratenkauf: monthly instalments. */
  | 'installments'
  /** Rechnung: pay within the payment term. */
  | 'invoice'
  /** Zahlpause: pay in 3 months. */
  | 'paymentPause';

/** A link shown as a chip. */
export type LinkChip = {
  __typename?: 'LinkChip';
  /** Path or URL the link leads to. */
  destination: Scalars['String']['output'];
  /** Link text. */
  name: Scalars['String']['output'];
};

/** A titled group of links below a product. */
export type LinkGroup = {
  __typename?: 'LinkGroup';
  /** Heading of the group. */
  label: Scalars['String']['output'];
  /** The links of the group. */
  links: Array<LinkChip>;
};

/** Login data. */
export type LoginInput = {
  /** Customer number or e-mail address. */
  identifier: Scalars['String']['input'];
  /** What identifier is. */
  method: LoginMethod;
  /** The password. */
  password: Scalars['String']['input'];
};

/** What a customer logs in with. */
export type LoginMethod =
  /** Customer number. */
  | 'customerNumber'
  /** E-mail address. */
  | 'email';

/** Loyalty programme state. */
export type Loyalty = {
  __typename?: 'Loyalty';
  /** Always 'loyalty': one record in the client store. */
  id: Scalars['ID']['output'];
  /** Programme number active in the session, if any. */
  number?: Maybe<Scalars['String']['output']>;
  /** Points: the customer's when logged in, else those earned in this session. */
  points: Scalars['Int']['output'];
  /** Name of the programme, 'VorteilsClub'. */
  programmeName: Scalars['String']['output'];
  /** True when the customer is a member or a number is active in the session. */
  registered: Scalars['Boolean']['output'];
  /** True when a programme number is active in this session. */
  sessionActive: Scalars['Boolean']['output'];
};

/** Open payments (payment booking takes 3–5 workdays). */
export type Maturities = {
  __typename?: 'Maturities';
  /** ISO 4217 currency code: 'EUR', or 'CHF' for Swiss customers. */
  currency: Scalars['String']['output'];
  /** Unpaid invoices and instalments, earliest due first. */
  items: Array<Maturity>;
  /** Sum of the items, in minor units (cents). */
  openAmount: Scalars['Int']['output'];
};

/** An unpaid invoice, or an unpaid instalment of one. */
export type Maturity = {
  __typename?: 'Maturity';
  /** Amount in minor units (cents). */
  amount: Scalars['Int']['output'];
  /** Due date (ISO date). */
  dueOn: Scalars['String']['output'];
  /** Maturity id. */
  id: Scalars['ID']['output'];
  /** The invoice it belongs to. */
  invoiceNumber: Scalars['String']['output'];
  /** open or overdue. */
  status: PaymentStatus;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Activates an account from the link of the activation e-mail and logs in; ACCOUNT_ACTIVATION_FAILED for an invalid link. */
  activateAccount: AuthResult;
  /** Activates a loyalty programme number for the session (SCRID_SESSION_ACTIVE afterwards). */
  activateLoyaltyNumber: Loyalty;
  /**
   * Adds a variant to the basket. Errors: ATB_NO_VARIANT_SELECTED, ATB_VARIANT_OUTSOLD,
   * QUANTITY_MORE_THAN_STOCK (stock; more pieces at once than the size has),
   * ATB_QUANTITY_LIMIT_EXCEEDED (quantityLimit), ATB_GIFT_ALREADY_IN_BASKET, MORE_THAN_ONE_FREE_GIFT,
   * BASKET_MIN_ORDER_VALUE_FREE_GIFT (formattedMinOrderValueFreeGift), BASKET_MAX_ITEMS
   * (basketMaxItems), QUANTITY_LIMIT_EXCEEDED (displayNumber), ATB_GENERAL.
   */
  addToBasket: AddToBasketResult;
  /** Adds a product to the wishlist (a saved product answers its item again); error WISHLIST_FAILED_TO_ADD_ITEM. */
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
  /**
   * Redeems a coupon code at the end of checkout (never in the basket): until the order is placed
   * its discount is the voucher line of the basket's and the checkout's totals. COUPON_INVALID for
   * an unknown code; a new code replaces the one redeemed before.
   */
  redeemCoupon: Checkout;
  /** Registers a new customer and logs in; field errors in extensions.fields, EMAIL_ALREADY_REGISTERED. */
  register: AuthResult;
  /** Removes a basket line; removing the last mattress or slatted frame also removes the disposal service. */
  removeBasketItem: Basket;
  /** Takes the redeemed coupon back: the voucher line goes. */
  removeCoupon: Checkout;
  /** Removes a wishlist item and answers its id; error WISHLIST_FAILED_TO_REMOVE_ITEM. */
  removeWishlistItem: Scalars['ID']['output'];
  /** Asks for the customer's account to be deleted; error ACCOUNT_DELETION_FAILED (e.g. with overdue payments). */
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
  /** Chooses a payment method of the checkout; PAYMENT_METHOD_NOT_AVAILABLE for an unknown or unavailable one. */
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


export type MutationRedeemCouponArgs = {
  code: Scalars['String']['input'];
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
  /** Always 'navigation': one record in the client store. */
  id: Scalars['ID']['output'];
};

/** What to unsubscribe from. */
export type NewsletterKind =
  /** The whole newsletter (product recommendations included). */
  | 'newsletter'
  /** Only the product recommendations. */
  | 'productRecommendations';

/** Answer of the newsletter mutations. */
export type NewsletterResult = {
  __typename?: 'NewsletterResult';
  /** State of the subscription after the call. */
  status: NewsletterStatus;
  /** Shown after activation (a 10 € voucher). */
  voucherCode?: Maybe<Scalars['String']['output']>;
};

/** States of a newsletter subscription. */
export type NewsletterStatus =
  /** NEWSLETTER_ACTIVATED */
  | 'activated'
  /** The address was already subscribed and confirmed. */
  | 'alreadyActivated'
  /** Double opt-in e-mail sent: 'one step left'. */
  | 'pending'
  /** Unsubscribed (NEWSLETTER_UNSUBSCRIBED). */
  | 'unsubscribed'
  /** NEWSLETTER_DATA_UPDATED */
  | 'updated';

/** A newsletter subscription; field errors in extensions.fields. */
export type NewsletterSubscribeInput = {
  /** Date of birth, 'YYYY-MM-DD'; required (missing or empty gives FIELD_REQUIRED, so the minimum age cannot be skipped); under 18 gives NEWSLETTER_MIN_AGE. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address to subscribe. */
  email: Scalars['String']['input'];
  /** Salutation. */
  salutation?: InputMaybe<Salutation>;
};

/** A newsletter subscription as the update-data page shows it. */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** Date of birth (ISO date); null when not given. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** The subscribed e-mail address. */
  email: Scalars['String']['output'];
  /** First name; null when not given. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name; null when not given. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Whether product recommendations are subscribed too. */
  productRecommendations: Scalars['Boolean']['output'];
  /** Salutation; null when not given. */
  salutation?: Maybe<Salutation>;
  /** State of the subscription. */
  status: NewsletterStatus;
};

/** A newsletter unsubscription. */
export type NewsletterUnsubscribeInput = {
  /** The subscribed e-mail address. */
  email: Scalars['String']['input'];
  /** newsletter, or only productRecommendations. */
  kind?: InputMaybe<NewsletterKind>;
};

/** New data of a subscriber; empty fields keep the old value. */
export type NewsletterUpdateInput = {
  /** New date of birth, 'YYYY-MM-DD'. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** The subscribed e-mail address. */
  email: Scalars['String']['input'];
  /** New first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** New last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** New salutation. */
  salutation?: InputMaybe<Salutation>;
};

/** A request for invoices older than 12 months. */
export type OlderInvoicesInput = {
  /** Which year or period, as the customer describes it. */
  period: Scalars['String']['input'];
};

/** An order of the customer. */
export type Order = {
  __typename?: 'Order';
  /** ISO 4217 currency code: 'EUR', or 'CHF' for Swiss customers. */
  currency: Scalars['String']['output'];
  /** When the order was placed (ISO 8601). */
  date: Scalars['String']['output'];
  /** Where the order goes. */
  deliveryAddress: Address;
  /** 'order-' + the order number. */
  id: Scalars['ID']['output'];
  /** Link to the invoice PDF, once invoiced. */
  invoicePdfUrl?: Maybe<Scalars['String']['output']>;
  /** The ordered articles. */
  items: Array<OrderItem>;
  /** Order number. */
  number: Scalars['String']['output'];
  /** Payment method as shown, e.g. 'Rechnung', 'Ratenkauf'. */
  paymentMethod: Scalars['String']['output'];
  /** Parcels of the order; empty before shipping. */
  shipments: Array<Shipment>;
  /** Processing state. */
  status: OrderStatus;
  /** Order total in minor units (cents). */
  total: Scalars['Int']['output'];
};

/** The confirmation of a placed order (thanks page). */
export type OrderConfirmation = {
  __typename?: 'OrderConfirmation';
  /** ISO 4217 currency code, 'EUR'. */
  currency: Scalars['String']['output'];
  /** Where the confirmation was sent; null when unknown. */
  email?: Maybe<Scalars['String']['output']>;
  /** Loyalty points the order earned. */
  loyaltyPoints: Scalars['Int']['output'];
  /** Whether the customer is registered in the loyalty programme (changes the thanks message). */
  loyaltyRegistered: Scalars['Boolean']['output'];
  /** Order number. */
  orderNumber: Scalars['String']['output'];
  /** True once the thanks-page survey was answered. */
  surveySubmitted: Scalars['Boolean']['output'];
  /** Order total in cents, with express and coupon. */
  total: Scalars['Int']['output'];
};

/** An ordered article. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Colour name. */
  colorLabel?: Maybe<Scalars['String']['output']>;
  /** Article number of the ordered colour: 9 digits (6 product + 3 promotion). */
  displayNumber: Scalars['String']['output'];
  /** 'order-' + order number + '-' + position. */
  id: Scalars['ID']['output'];
  /** First product image; null when none. */
  image?: Maybe<Image>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Unit price in minor units (cents). */
  price: Scalars['Int']['output'];
  /** The product. */
  productId: Scalars['ID']['output'];
  /** Pieces ordered. */
  quantity: Scalars['Int']['output'];
  /** Size as shown. */
  sizeLabel: Scalars['String']['output'];
};

/** Processing states of an order. */
export type OrderStatus =
  /** Cancelled. */
  | 'cancelled'
  /** Delivered. */
  | 'delivered'
  /** Being processed. */
  | 'inProgress'
  /** Received, not yet processed. */
  | 'received'
  /** Handed to the carrier. */
  | 'shipped';

/** A payment method of the checkout. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** False when the basket does not allow it (instalments need an article value of 100,00 €). */
  available: Scalars['Boolean']['output'];
  /** Conditions as shown. */
  description: Scalars['String']['output'];
  /** invoice, installments, paymentPause, cashOnDelivery or creditCard. */
  id: Scalars['ID']['output'];
  /** Name as shown, e.g. 'Rechnung'. */
  name: Scalars['String']['output'];
  /** Surcharge in cents. */
  surcharge: Scalars['Int']['output'];
};

/** Payment states of invoices, instalments and maturities. */
export type PaymentStatus =
  /** offen */
  | 'open'
  /** überfällig */
  | 'overdue'
  /** bezahlt / erledigt */
  | 'paid';

/** Options of placing the order. */
export type PlaceOrderInput = {
  /** Terms (AGB) and right of withdrawal accepted. */
  acceptTerms: Scalars['Boolean']['input'];
  /** Coupon code to redeem (e.g. HERBST10, WILLKOMMEN); an unknown one gives COUPON_INVALID. Empty: the code redeemed before (redeemCoupon), if any. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** Express delivery (9,95 €). */
  express?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A price in minor units (cents). */
export type Price = {
  __typename?: 'Price';
  /** A campaign the price belongs to, shown as a badge next to it; null when none. */
  campaignHighlight?: Maybe<CampaignHighlight>;
  /** ISO 4217 currency code, 'EUR'. */
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

/** Lowest and highest price in cents. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** Highest price (Price.min) of the matching products, in cents. */
  max: Scalars['Int']['output'];
  /** Lowest price (Price.min) of the matching products, in cents. */
  min: Scalars['Int']['output'];
};

/** A free printed catalogue. */
export type PrintCatalogue = {
  __typename?: 'PrintCatalogue';
  /** Short text on what the catalogue shows. */
  description: Scalars['String']['output'];
  /** Id to send in CatalogueRequestInput.catalogueIds. */
  id: Scalars['ID']['output'];
  /** Cover picture. */
  image: Image;
  /** Name of the catalogue. */
  title: Scalars['String']['output'];
};

/** A product (style) with its colour dimensions and their size variants. */
export type Product = {
  __typename?: 'Product';
  /** Alternative product references; empty in this shop. */
  alternate: Array<Scalars['String']['output']>;
  /** Attributes shown in the details, e.g. material and care (empty for free gifts). */
  attributes: Array<Attribute>;
  /** Availability of the product: that of its best variant. */
  availability: Availability;
  /** The brand; null when the product has none. */
  brand?: Maybe<Brand>;
  /** Categories from level 1 to the product's category. */
  breadcrumb: Array<BreadcrumbItem>;
  /** Id of the product the canonical URL points to (its own id unless it duplicates another). */
  canonicalId?: Maybe<Scalars['ID']['output']>;
  /** Catalogue (season) the product belongs to, e.g. 'HW26'. */
  catalogId?: Maybe<Scalars['ID']['output']>;
  /** Ids of the product's categories, level 1 to 3. */
  categoryIds: Array<Scalars['ID']['output']>;
  /** Label of the first colour. */
  color?: Maybe<Scalars['String']['output']>;
  /** The product's colours, one per dimension, in order. */
  colors: Array<Color>;
  /** Company whose sizes the product follows ('default': the shop's own); null for unsized goods. */
  companyOfOrigin?: Maybe<Scalars['String']['output']>;
  /** Plain-text description; null when the product has none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Colour dimensions with their size variants. */
  dimensions: Array<Dimension>;
  /** Article number shown to shoppers: 9 digits without separators (6 product + 3 promotion), shown as 3-digit groups. */
  displayNumber: Scalars['String']['output'];
  /** True for electrical goods: show the note on disposing of old appliances (WEEE). */
  disposalNote: Scalars['Boolean']['output'];
  /** True for mattresses and slatted frames: the disposal service can be booked with them. */
  disposalServiceProduct: Scalars['Boolean']['output'];
  /** Energy efficiency class; null for goods without one. */
  energyEfficiencyClass?: Maybe<EnergyEfficiencyClass>;
  /** Badge of the product. */
  flag: ProductFlag;
  /** Recommendation tracking data, set when the product comes from the recommendation service. */
  gkAirMetadata?: Maybe<GkAirMetadata>;
  /** Heat degree of jackets and coats; null for other goods. */
  heatDegree?: Maybe<HeatDegree>;
  /** Product id. */
  id: Scalars['ID']['output'];
  /** The 6-digit product number (the first 6 digits of the display number). */
  iid?: Maybe<Scalars['String']['output']>;
  /** The product's images; imageType prefers (or with exactImageType only takes) that type. */
  images: Array<Image>;
  /** A free gift article: one per basket, with a minimum order value. */
  isFreeGift: Scalars['Boolean']['output'];
  /** Titled groups of links shown below the product (link box). */
  linkBox: Array<LinkGroup>;
  /** Loyalty points earned per piece bought; null for free gifts. */
  loyaltyPoints?: Maybe<Scalars['Int']['output']>;
  /** Title of the detail page; null: use name. */
  mainTitle?: Maybe<Scalars['String']['output']>;
  /** Category path separated by '|'. */
  masterCategory?: Maybe<Scalars['String']['output']>;
  /** Master key of the style: 'M' + the product number. */
  masterKey?: Maybe<Scalars['String']['output']>;
  /** Code of the product's level-3 category (its id). */
  mkz?: Maybe<Scalars['String']['output']>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Previous article number, when the product was renumbered; same format as displayNumber. */
  oldDisplayNumber?: Maybe<Scalars['String']['output']>;
  /** False for articles sold only in stores: the shop does not offer them, and an in-store display that scans one shows STORE_DISPLAY_FAILURE. */
  onlineAssortment: Scalars['Boolean']['output'];
  /** True when no variant of the product can be ordered. */
  outsold: Scalars['Boolean']['output'];
  /** Price over all variants. */
  price: Price;
  /** Average rating as a percentage (0 to 100), shown as 0 to 5 stars; null without ratings. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** Pack unit such as '3er-Pack' or 'Paar'; null for single pieces. */
  salesUnit?: Maybe<Scalars['String']['output']>;
  /** Size tables: one per company whose sizes the product follows ('default' is the shop's own). */
  sizeTables: Array<SizeTable>;
  /** Kind of goods: 'fashion', 'shoes', 'home' or 'jewellery'. */
  styleType?: Maybe<Scalars['String']['output']>;
  /** Keys of sustainability seals, e.g. 'gots', 'oeko-tex', 'fsc'; may be empty. */
  sustainabilityLogos: Array<Scalars['String']['output']>;
  /** Dimension id used in tracking: the first colour's. */
  trackingDimensionId?: Maybe<Scalars['ID']['output']>;
};


/** A product (style) with its colour dimensions and their size variants. */
export type ProductImagesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  imageType?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of productByCategory. */
export type ProductByCategoryResult = {
  __typename?: 'ProductByCategoryResult';
  /** The category, or null when unknown. */
  category?: Maybe<Category>;
};

/** Identifies a product. */
export type ProductByIdInput = {
  /** Product id. */
  id: Scalars['ID']['input'];
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
};

/** Product highlight flag shown as a badge. */
export type ProductFlag =
  /** 'Online only' badge. */
  | 'exclusiveOnline'
  /** 'NEU' badge (new in the assortment). */
  | 'new'
  /** No flag badge. */
  | 'none'
  /** 'Preistipp' (price tip) badge. */
  | 'priceHighlighting'
  /** 'Sale' badge, with the saving ('- {saving}%') when there is one. */
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
  /** 1-based page number served. */
  page: Scalars['Int']['output'];
  /** Number of pages; 0 when nothing matches. */
  pageCount: Scalars['Int']['output'];
  /** Products per page (1 to 100). */
  pageSize: Scalars['Int']['output'];
  /** Ids of the pinned products that were found. */
  pinnedProductIds: Array<Scalars['ID']['output']>;
  /** Pinned products first (only on page 1), then the page's products. */
  products: Array<Product>;
  /** Sort order applied. */
  sort: ProductSort;
  /** The search term as typed, for search listings. */
  term?: Maybe<Scalars['String']['output']>;
  /** Products of the listing over all pages, pinned ones included. */
  totalItemsCount: Scalars['Int']['output'];
};

/** What a listing shows: the assortment, one category (categoryId or categoryPath) or the result of a search (term). */
export type ProductListingInput = {
  /** Category id; wins over categoryPath. An unknown category gives an empty listing. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Category URL path, e.g. /damen-mode/kleider (aliases resolve); used without categoryId. */
  categoryPath?: InputMaybe<Scalars['String']['input']>;
  /** Active filters, for example colour=rot,blau; the price filter takes 'min-max' in cents. */
  filters?: InputMaybe<Array<ActiveFilterInput>>;
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page, 1 to 100. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Products shown first, in this order (from ?pin=). */
  pinnedProductIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Sort order; topSeller when null. */
  sort?: InputMaybe<ProductSort>;
  /** Search term; only matching products, ranked by relevance under topSeller. Blank: no search. */
  term?: InputMaybe<Scalars['String']['input']>;
};

/** Product safety information of one colour dimension. */
export type ProductSafety = {
  __typename?: 'ProductSafety';
  /** 'safety-' + the dimension id. */
  id: Scalars['ID']['output'];
  /** The manufacturer of the product. */
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

/** A product suggested for a search term. */
export type ProductSuggestion = {
  __typename?: 'ProductSuggestion';
  /** Unique per term and product. */
  id: Scalars['ID']['output'];
  /** The suggested product. */
  product: Product;
  /** Relevance relative to the best match, 0 to 1. */
  score: Scalars['Float']['output'];
};

/** Payment data of a Swiss QR bill. */
export type QrBill = {
  __typename?: 'QrBill';
  /** Amount to pay in Rappen: the open instalments, else the invoice amount. */
  amount: Scalars['Int']['output'];
  /** Town of the creditor. */
  creditorCity: Scalars['String']['output'];
  /** Name of the creditor (the Swiss shop). */
  creditorName: Scalars['String']['output'];
  /** Postal code of the creditor. */
  creditorZipCode: Scalars['String']['output'];
  /** IBAN to pay to. */
  iban: Scalars['String']['output'];
  /** 27-digit QR reference. */
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
  /** One invoice of the customer; null when unknown. */
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
  /** Newsletter subscription of the logged-in customer (update-data page); null when not subscribed. */
  newsletterSubscription?: Maybe<NewsletterSubscription>;
  /** One order of the customer; null when it is not the customer's. */
  order?: Maybe<Order>;
  /** The customer's orders of the last months (at most 12), newest first; UNAUTHENTICATED for guests. */
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
  /** Name and price of one product; null when the product does not exist. */
  productPriceAndNameById?: Maybe<Product>;
  /** Product safety information (GPSR) of a colour dimension: manufacturer and EU economic operator; null for an unknown dimension. */
  productSafety?: Maybe<ProductSafety>;
  /** The customer's returned items, newest first. */
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
  /** Shipment and return status of an order (order number and zip code, or the customer's own); null when no order matches. */
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

/** Number of reviews with one star count. */
export type RatingCount = {
  __typename?: 'RatingCount';
  /** Reviews with that many stars. */
  count: Scalars['Int']['output'];
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['output'];
};

/** Detailed rating statistics of a product. */
export type RatingStatistics = {
  __typename?: 'RatingStatistics';
  /** Average per rated attribute (e.g. 'Passform', 'Qualität'); empty without reviews. */
  attributeRatingsAverage: Array<AttributeRating>;
  /** Number of reviews per star count, from 5 down to 1 (counts may be 0). */
  ratingDistribution: Array<RatingCount>;
  /** Number of published reviews. */
  totalReviewCount: Scalars['Int']['output'];
};

/** A reduction of a variant price. */
export type Reduction = {
  __typename?: 'Reduction';
  /** 'sale' marks the reduction that makes up the old price. */
  category: Scalars['String']['output'];
  /** Reduction in percent (30 for -30%). */
  relative?: Maybe<Scalars['Float']['output']>;
  /** Amount of the reduction in cents; old price = withTax of the price + this. */
  withTax: Scalars['Int']['output'];
};

/** Data of a new customer; field errors in extensions.fields. */
export type RegisterInput = {
  /** Date of birth, 'YYYY-MM-DD'. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; EMAIL_ALREADY_REGISTERED when taken. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Password (at least 5 characters with letters, digits and special characters recommended). */
  password: Scalars['String']['input'];
  /** Salutation. */
  salutation: Salutation;
};

/** Answer of a request form. */
export type RequestResult = {
  __typename?: 'RequestResult';
  /** Reference of the request (ticket, catalogue order). */
  reference?: Maybe<Scalars['String']['output']>;
  /** True when the request was taken. */
  success: Scalars['Boolean']['output'];
};

/** A new password from the reset link. */
export type ResetPasswordInput = {
  /** The new password. */
  password: Scalars['String']['input'];
  /** Token of the reset link; it works once. */
  token: Scalars['String']['input'];
};

/** A returned item (a return can take up to 15 workdays). */
export type ReturnItem = {
  __typename?: 'ReturnItem';
  /** Return id. */
  id: Scalars['ID']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Order the item came from. */
  orderNumber: Scalars['String']['output'];
  /** The product. */
  productId: Scalars['ID']['output'];
  /** Pieces returned. */
  quantity: Scalars['Int']['output'];
  /** Amount refunded in minor units (cents); null until refunded. */
  refundAmount?: Maybe<Scalars['Int']['output']>;
  /** When the return was registered (ISO 8601). */
  registeredAt: Scalars['String']['output'];
  /** Size as shown. */
  sizeLabel: Scalars['String']['output'];
  /** Processing state of the return. */
  status: ReturnStatus;
};

/** Processing states of a return. */
export type ReturnStatus =
  /** Received at the warehouse. */
  | 'received'
  /** Refunded. */
  | 'refunded'
  /** Registered, not yet received. */
  | 'registered';

/** A customer review. */
export type Review = {
  __typename?: 'Review';
  /** Number of 'not helpful' votes. */
  helpfulNo: Scalars['Int']['output'];
  /** Number of 'helpful' votes. */
  helpfulYes: Scalars['Int']['output'];
  /** Review id. */
  id: Scalars['ID']['output'];
  /** Whether the reviewer recommends the product; null when not answered. */
  isRecommended?: Maybe<Scalars['Boolean']['output']>;
  /** Overall rating, 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  /** When the review was submitted (ISO 8601). */
  submittedAt: Scalars['String']['output'];
  /** The review text. */
  text: Scalars['String']['output'];
  /** Headline of the review; null when none was given. */
  title?: Maybe<Scalars['String']['output']>;
  /** Name the reviewer chose to show. */
  userNickname: Scalars['String']['output'];
  /** True when the reviewer has ordered the product. */
  verifiedPurchase: Scalars['Boolean']['output'];
};

/** Which reviews of a product to show. */
export type ReviewDisplayInput = {
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Reviews per page, 1 to 50. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** The product. */
  productId: Scalars['ID']['input'];
  /** Only reviews with this star count. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the reviews. */
  sort?: InputMaybe<ReviewSort>;
};

/** Feedback on a review: a helpful vote, a report, or both. */
export type ReviewFeedbackInput = {
  /** True: helpful, false: not helpful; null: no vote. */
  helpful?: InputMaybe<Scalars['Boolean']['input']>;
  /** True reports the review. */
  report?: InputMaybe<Scalars['Boolean']['input']>;
  /** The review. */
  reviewId: Scalars['ID']['input'];
};

/** Answer of reviewFeedback. */
export type ReviewFeedbackResult = {
  __typename?: 'ReviewFeedbackResult';
  /** REVIEW_REPORTED when reported. */
  code?: Maybe<Scalars['String']['output']>;
  /** The review with the visitor's vote counted. */
  review: Review;
};

/** A page of a product's reviews. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  /** Derived from product, sort, star filter, page and page size. */
  id: Scalars['ID']['output'];
  /** 1-based page number served. */
  page: Scalars['Int']['output'];
  /** Number of pages; 0 when no review matches. */
  pageCount: Scalars['Int']['output'];
  /** The reviews of this page. */
  reviews: Array<Review>;
  /** Reviews matching the star filter over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Sort orders of reviews; ties go to the newest. */
export type ReviewSort =
  /** Most 'helpful' votes first, then fewest 'not helpful' votes. */
  | 'mostHelpful'
  /** Newest first. */
  | 'newest'
  /** Fewest stars first. */
  | 'ratingAscending'
  /** Most stars first. */
  | 'ratingDescending';

/** Rating statistics of a product. */
export type ReviewStatistics = {
  __typename?: 'ReviewStatistics';
  /** Average of all ratings, 1 to 5 stars (one decimal); null without reviews. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  /** 'review-statistics-' + the product id. */
  id: Scalars['ID']['output'];
  /** Stars of the scale: 5. */
  maxAmountOfStars: Scalars['Int']['output'];
  /** The same average, for the rating summary; null without reviews. */
  overallRatingAverage?: Maybe<Scalars['Float']['output']>;
  /** False when rating is unavailable for technical reasons (RATING_NOT_AVAILABLE). */
  ratingAvailable: Scalars['Boolean']['output'];
  /** Averages per rated attribute and the distribution of star counts. */
  ratingStatistics: RatingStatistics;
  /** Number of published reviews. */
  totalReviewCount: Scalars['Int']['output'];
};

/** A customer's review of a product. */
export type ReviewSubmitInput = {
  /** The customer agrees to be contacted at their e-mail about the review. */
  contactConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the reviewer recommends the product. */
  isRecommended?: InputMaybe<Scalars['Boolean']['input']>;
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH'. */
  locale: Scalars['String']['input'];
  /** Name to show with the review; required. */
  nickname: Scalars['String']['input'];
  /** The product reviewed. */
  productId: Scalars['ID']['input'];
  /** Overall rating, 1 to 5 stars. */
  rating: Scalars['Int']['input'];
  /** The review text; required. */
  text: Scalars['String']['input'];
  /** Optional headline. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of reviewSubmit; the review awaits moderation and is not published yet. */
export type ReviewSubmitResult = {
  __typename?: 'ReviewSubmitResult';
  /** PRODUCT_RATED */
  code: Scalars['String']['output'];
  /** The submitted review. */
  review: Review;
};

/** Salutation (gender) codes. */
export type Salutation =
  /** divers (non-binary, code d) */
  | 'd'
  /** Frau (female, code f) */
  | 'f'
  /** Herr (male, code m) */
  | 'm';

/** A category listing a search term leads to. */
export type SearchFieldCategory = {
  __typename?: 'SearchFieldCategory';
  /** Filters the term implies, e.g. colour 'rot' for 'rote kleider'; may be empty. */
  activeFilters: Array<ActiveFilter>;
  /** URL path of the category listing. */
  path: Scalars['String']['output'];
};

/** A submitted search term. */
export type SearchFieldInput = {
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
  /** The term as submitted; blank finds nothing. */
  term: Scalars['String']['input'];
};

/** Where a submitted search term leads. */
export type SearchFieldResult = {
  __typename?: 'SearchFieldResult';
  /** Catalogue of that product (Product.catalogId); null without productId. */
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
  /** Carrier, e.g. 'DHL', 'Hermes', 'Spedition', 'Post CH'. */
  carrier: Scalars['String']['output'];
  /** Parcels of the order. */
  count: Scalars['Int']['output'];
  /** Tracking events so far, newest first. */
  events: Array<ShipmentEvent>;
  /** Shipment id. */
  id: Scalars['ID']['output'];
  /** 1-based number of the parcel. */
  index: Scalars['Int']['output'];
  /** Latest state of the parcel. */
  status: ShipmentStatus;
  /** The carrier's tracking number. */
  trackingNumber: Scalars['String']['output'];
  /** The carrier's tracking page; null when the carrier has none. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** A tracking event of a parcel. */
export type ShipmentEvent = {
  __typename?: 'ShipmentEvent';
  /** When it happened (ISO 8601). */
  at: Scalars['String']['output'];
  /** The carrier's text. */
  description: Scalars['String']['output'];
  /** Where it happened; null when not given. */
  location?: Maybe<Scalars['String']['output']>;
};

/** States of a parcel. */
export type ShipmentStatus =
  /** Announced to the carrier. */
  | 'announced'
  /** Delivered. */
  | 'delivered'
  /** On the way. */
  | 'inTransit'
  /** Out for delivery today. */
  | 'outForDelivery';

/** The shipping flat rate: valid until a date, or expired on one. */
export type ShippingFlatRate = {
  __typename?: 'ShippingFlatRate';
  /** The flat rate in cents (595). */
  amount: Scalars['Int']['output'];
  /** Day the customer's offer expired (ISO date); null while it runs. */
  expiredOn?: Maybe<Scalars['String']['output']>;
  /** Last day the offer runs (ISO date); null when it has expired. */
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** A size. */
export type Size = {
  __typename?: 'Size';
  /** Size as shown, e.g. '38', 'M', '140x200'. */
  label: Scalars['String']['output'];
};

/** A size table. */
export type SizeTable = {
  __typename?: 'SizeTable';
  /** 'default' for the shop's own sizing, else the partner company. */
  companyOfOrigin: Scalars['String']['output'];
  /** Column headings. */
  headers: Array<Scalars['String']['output']>;
  /** Rows of cells, in the order of headers. */
  rows: Array<Array<Scalars['String']['output']>>;
  /** Heading of the table. */
  title: Scalars['String']['output'];
};

/** Terms that complete a search input (smart suggestion). */
export type SmartSuggestion = {
  __typename?: 'SmartSuggestion';
  /** Derived from the term. */
  id: Scalars['ID']['output'];
  /** Completions, best first, at most 8; empty when nothing fits. */
  suggestions: Array<SmartSuggestionItem>;
};

/** A suggested search term. */
export type SmartSuggestionItem = {
  __typename?: 'SmartSuggestionItem';
  /** Derived from the suggested term. */
  id: Scalars['ID']['output'];
  /** The suggested term, as shown and searched. */
  name: Scalars['String']['output'];
};

/** Live suggestions for a search term. */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** Brands matching the term, at most 5. */
  brands: Array<Brand>;
  /** Categories matching the term that have products, at most 5. */
  categories: Array<CategorySuggestion>;
  /** Derived from the term: one record per term in the client store. */
  id: Scalars['ID']['output'];
  /** Products matching the term, best first, at most 5. */
  products: Array<ProductSuggestion>;
};

/** A term to suggest for. */
export type SuggestionInput = {
  /** The shop's locale, e.g. 'de-DE' or 'fr-CH': the language of the texts and the currency of the prices. */
  locale: Scalars['String']['input'];
  /** The term typed so far. */
  term: Scalars['String']['input'];
};

/** Identifiers for customer service. */
export type SupportIds = {
  __typename?: 'SupportIds';
  /** The visitor's cookie id. */
  cookieId: Scalars['String']['output'];
  /** Identifies the visitor's session for customer service. */
  serviceId: Scalars['String']['output'];
};

/** An answer of the thanks-page survey. */
export type SurveyInput = {
  /** Optional free text. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The order placed in this session. */
  orderNumber: Scalars['String']['input'];
  /** 0 = definitely not … 10 = definitely. */
  score: Scalars['Int']['input'];
};

/** Answer of submitSurvey. */
export type SurveyResult = {
  __typename?: 'SurveyResult';
  /** False for an unknown order or a second answer. */
  success: Scalars['Boolean']['output'];
};

/** Shipments and returns of an order. */
export type TrackAndTrace = {
  __typename?: 'TrackAndTrace';
  /** The order number. */
  orderNumber: Scalars['String']['output'];
  /** Returned items of the order. */
  returns: Array<ReturnItem>;
  /** Parcels of the order; empty before shipping. */
  shipments: Array<Shipment>;
};

/** Which order to track. */
export type TrackAndTraceInput = {
  /** Order number; spaces are ignored. */
  orderNumber: Scalars['String']['input'];
  /** Needed for guests; a logged-in customer's own orders need none. */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of trackingOptOut. */
export type TrackingOptOutResult = {
  __typename?: 'TrackingOptOutResult';
  /** Outcome of the opt-out. */
  status: TrackingOptOutStatus;
};

/** Outcomes of a tracking opt-out. */
export type TrackingOptOutStatus =
  /** The visitor had already opted out of this provider. */
  | 'alreadyExists'
  /** No such provider. */
  | 'nonExistentProvider'
  /** Opted out. */
  | 'success';

/** Answer of a tracking call. */
export type TrackingResult = {
  __typename?: 'TrackingResult';
  /** True when the call was recorded (it carried tracking consent). */
  success: Scalars['Boolean']['output'];
};

/** An orderable article: one size of one colour. Identified by id plus promotion. */
export type Variant = {
  __typename?: 'Variant';
  /** Attributes of this size, e.g. its measures; may be empty. */
  attributes: Array<Attribute>;
  /** Availability of this size, with the pieces in stock. */
  availability: Availability;
  /** Delivered by a forwarding agent (freight 17,90 €) instead of by parcel. */
  deliverabilityForwardingAgent: Scalars['Boolean']['output'];
  /** A mattress or slatted frame: the disposal service can be booked for it. */
  disposalService: Scalars['Boolean']['output'];
  /** 13-digit EAN barcode. */
  ean?: Maybe<Scalars['String']['output']>;
  /** Variant id, as sent to addToBasket. */
  id: Scalars['ID']['output'];
  /** Current price and reductions. */
  price: VariantPrice;
  /** 3-digit promotion of the variant's colour. */
  promotion?: Maybe<Scalars['String']['output']>;
  /** Article reference: display number plus 2-digit size index. */
  referenceKey?: Maybe<Scalars['String']['output']>;
  /** The size. */
  size: Size;
};

/** Price of a variant: the current price withTax and its reductions. */
export type VariantPrice = {
  __typename?: 'VariantPrice';
  /** ISO 4217 currency code, 'EUR'. */
  currency: Scalars['String']['output'];
  /** Reductions from the regular price; empty when not reduced. */
  reductions: Array<Reduction>;
  /** Current price in cents, tax included. */
  withTax: Scalars['Int']['output'];
};

/** State of the customer's e-mail verification. */
export type VerificationState =
  /** Not confirmed yet. */
  | 'notVerified'
  /** A confirmation e-mail was sent and awaits the click. */
  | 'pending'
  /** The address is confirmed. */
  | 'verified'
  /** Consent to be mailed was withdrawn: no confirmation e-mail can be sent. */
  | 'withdrawn';

/** The visitor's wishlist ('Merkzettel'). */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** Number of items. */
  count: Scalars['Int']['output'];
  /** Always 'wishlist': one record in the client store. */
  id: Scalars['ID']['output'];
  /** Saved products, most recently saved first. */
  items: Array<WishlistItem>;
};

/** A product on the wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was saved (ISO 8601). */
  addedAt: Scalars['String']['output'];
  /** The item key used to remove it. */
  id: Scalars['ID']['output'];
  /** The saved product. */
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
  CampaignHighlight: ResolverTypeWrapper<CampaignHighlight>;
  CampaignLayoutColor: ResolverTypeWrapper<CampaignLayoutColor>;
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
  CampaignHighlight: CampaignHighlight;
  CampaignLayoutColor: CampaignLayoutColor;
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

export type CampaignHighlightResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CampaignHighlight'] = ResolversParentTypes['CampaignHighlight']> = {
  badgeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layoutColor?: Resolver<Maybe<ResolversTypes['CampaignLayoutColor']>, ParentType, ContextType>;
  modal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignLayoutColorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CampaignLayoutColor'] = ResolversParentTypes['CampaignLayoutColor']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expressCharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  redeemCoupon?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationRedeemCouponArgs, 'code'>>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeBasketItem?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationRemoveBasketItemArgs, 'itemId'>>;
  removeCoupon?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
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
  campaignHighlight?: Resolver<Maybe<ResolversTypes['CampaignHighlight']>, ParentType, ContextType>;
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
  onlineAssortment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  CampaignHighlight?: CampaignHighlightResolvers<ContextType>;
  CampaignLayoutColor?: CampaignLayoutColorResolvers<ContextType>;
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

