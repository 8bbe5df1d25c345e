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

/** A product or variant attribute; keys are listed in the specification (material, neckline, ...). */
export type Attribute = {
  __typename?: 'Attribute';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
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
  /** The same for every request of a visitor, so the client store updates one record. */
  id: Scalars['ID']['output'];
  items: Array<BasketItem>;
};

export type BasketItem = {
  __typename?: 'BasketItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Unit price in cents. */
  price: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  sizeLabel: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
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

/** A category of the navigation tree and of listings. */
export type Category = {
  __typename?: 'Category';
  children: Array<Category>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isContentTitle: Scalars['Boolean']['output'];
  isHighlighted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  /** URL path of the category listing, for example /damen-bekleidung/kleider. */
  path: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type CategoryInput = {
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};

export type Client = {
  __typename?: 'Client';
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

/** A colour dimension of a product with its size variants. Identified by id plus promotion. */
export type Dimension = {
  __typename?: 'Dimension';
  id: Scalars['ID']['output'];
  isDefaultPromotion: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  promotion?: Maybe<Scalars['String']['output']>;
  variants: Array<Variant>;
};

/** Energy efficiency class of lamps and electrical goods. */
export type EnergyEfficiencyClass =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G';

/** Heat degree of jackets and coats. */
export type HeatDegree =
  | 'LEVEL_0'
  | 'LEVEL_1'
  | 'LEVEL_2'
  | 'LEVEL_3';

/** A product image. hash is the image id served under /images/{hash}, or a full URL. */
export type Image = {
  __typename?: 'Image';
  alt?: Maybe<Scalars['String']['output']>;
  hash: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

/** The shop API has no public mutations yet; basket and wishlist changes are personalised. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a variant to the basket. Errors carry a hint code in extensions.code:
   * ATB_NO_VARIANT_SELECTED, ATB_VARIANT_OUTSOLD, ATB_QUANTITY_LIMIT_EXCEEDED,
   * ATB_GIFT_ALREADY_IN_BASKET, ATB_GENERAL.
   */
  addToBasket: AddToBasketResult;
  /** Always true; keeps the mutation root valid until the first shop mutation exists. */
  ping: Scalars['Boolean']['output'];
};


/** The shop API has no public mutations yet; basket and wishlist changes are personalised. */
export type MutationAddToBasketArgs = {
  input: AddToBasketInput;
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
  heatDegree?: Maybe<HeatDegree>;
  id: Scalars['ID']['output'];
  iid?: Maybe<Scalars['String']['output']>;
  images: Array<Image>;
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
  styleType?: Maybe<Scalars['String']['output']>;
  sustainabilityLogos: Array<Scalars['String']['output']>;
  trackingDimensionId?: Maybe<Scalars['ID']['output']>;
};


/** A product (style) with its colour dimensions and their size variants. */
export type ProductImagesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
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
  /** Stable id of this listing request, so the client store can keep several pages apart. */
  id: Scalars['ID']['output'];
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  products: Array<Product>;
  totalItemsCount: Scalars['Int']['output'];
};

/** What a listing shows: the assortment, one category (categoryId) or the result of a search (term). */
export type ProductListingInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  locale: Scalars['String']['input'];
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  term?: InputMaybe<Scalars['String']['input']>;
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

export type Query = {
  __typename?: 'Query';
  /** The visitor's basket; null when it cannot be loaded. */
  basket?: Maybe<Basket>;
  /** A category by id; null when unknown. */
  categoryById?: Maybe<Category>;
  /**
   * A category by its URL path (for example /damen-bekleidung); null when unknown. Link aliases such
   * as /damen-bekleidung resolve to their category, whose path is the canonical one (/damen-mode).
   */
  categoryByPath?: Maybe<Category>;
  /** Login state of the current visitor. */
  client: Client;
  /** Product details for the quick-buy popup. */
  popupProductById?: Maybe<Product>;
  /** Full product details for the product detail page; null when the product does not exist. */
  productById?: Maybe<Product>;
  /** A page of products: of one category, of a search term, or of the whole assortment. */
  productListing: ProductListing;
  /** Name and price of one product. */
  productPriceAndNameById?: Maybe<Product>;
  /** The visitor's wishlist. */
  wishlist?: Maybe<Wishlist>;
};


export type QueryCategoryByIdArgs = {
  input: CategoryInput;
};


export type QueryCategoryByPathArgs = {
  locale: Scalars['String']['input'];
  path: Scalars['String']['input'];
};


export type QueryPopupProductByIdArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  referrer?: InputMaybe<Scalars['String']['input']>;
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


export type QueryWishlistArgs = {
  locale: Scalars['String']['input'];
};

export type Reduction = {
  __typename?: 'Reduction';
  /** 'sale' marks the reduction that makes up the old price. */
  category: Scalars['String']['output'];
  /** Reduction in percent (30 for -30%). */
  relative?: Maybe<Scalars['Float']['output']>;
  withTax: Scalars['Int']['output'];
};

export type Size = {
  __typename?: 'Size';
  label: Scalars['String']['output'];
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

/** The visitor's wishlist ('Merkzettel'). */
export type Wishlist = {
  __typename?: 'Wishlist';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
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
  AddToBasketInput: AddToBasketInput;
  AddToBasketResult: ResolverTypeWrapper<AddToBasketResult>;
  Attribute: ResolverTypeWrapper<Attribute>;
  Availability: ResolverTypeWrapper<Availability>;
  AvailabilityState: AvailabilityState;
  Basket: ResolverTypeWrapper<Basket>;
  BasketItem: ResolverTypeWrapper<BasketItem>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BreadcrumbItem: ResolverTypeWrapper<BreadcrumbItem>;
  Category: ResolverTypeWrapper<Category>;
  CategoryInput: CategoryInput;
  Client: ResolverTypeWrapper<Client>;
  Color: ResolverTypeWrapper<Color>;
  Dimension: ResolverTypeWrapper<Dimension>;
  EnergyEfficiencyClass: EnergyEfficiencyClass;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeatDegree: HeatDegree;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Price: ResolverTypeWrapper<Price>;
  Product: ResolverTypeWrapper<Product>;
  ProductByIdInput: ProductByIdInput;
  ProductFlag: ProductFlag;
  ProductListing: ResolverTypeWrapper<ProductListing>;
  ProductListingInput: ProductListingInput;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reduction: ResolverTypeWrapper<Reduction>;
  Size: ResolverTypeWrapper<Size>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Variant: ResolverTypeWrapper<Variant>;
  VariantPrice: ResolverTypeWrapper<VariantPrice>;
  Wishlist: ResolverTypeWrapper<Wishlist>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddToBasketInput: AddToBasketInput;
  AddToBasketResult: AddToBasketResult;
  Attribute: Attribute;
  Availability: Availability;
  Basket: Basket;
  BasketItem: BasketItem;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BreadcrumbItem: BreadcrumbItem;
  Category: Category;
  CategoryInput: CategoryInput;
  Client: Client;
  Color: Color;
  Dimension: Dimension;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Price: Price;
  Product: Product;
  ProductByIdInput: ProductByIdInput;
  ProductListing: ProductListing;
  ProductListingInput: ProductListingInput;
  Query: Record<PropertyKey, never>;
  Reduction: Reduction;
  Size: Size;
  String: Scalars['String']['output'];
  Variant: Variant;
  VariantPrice: VariantPrice;
  Wishlist: Wishlist;
};

export type AddToBasketResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AddToBasketResult'] = ResolversParentTypes['AddToBasketResult']> = {
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['BasketItem'], ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BasketItem']>, ParentType, ContextType>;
};

export type BasketItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BasketItem'] = ResolversParentTypes['BasketItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ColorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DimensionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Dimension'] = ResolversParentTypes['Dimension']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToBasket?: Resolver<ResolversTypes['AddToBasketResult'], ParentType, ContextType, RequireFields<MutationAddToBasketArgs, 'input'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  heatDegree?: Resolver<Maybe<ResolversTypes['HeatDegree']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, Partial<ProductImagesArgs>>;
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
  styleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sustainabilityLogos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trackingDimensionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalItemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  basket?: Resolver<Maybe<ResolversTypes['Basket']>, ParentType, ContextType>;
  categoryById?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryByIdArgs, 'input'>>;
  categoryByPath?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryByPathArgs, 'locale' | 'path'>>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  popupProductById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryPopupProductByIdArgs, 'id' | 'locale'>>;
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id' | 'locale'>>;
  productListing?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QueryProductListingArgs, 'input'>>;
  productPriceAndNameById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductPriceAndNameByIdArgs, 'input'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<QueryWishlistArgs, 'locale'>>;
};

export type ReductionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Reduction'] = ResolversParentTypes['Reduction']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relative?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SizeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type Resolvers<ContextType = ShopContext> = {
  AddToBasketResult?: AddToBasketResultResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketItem?: BasketItemResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BreadcrumbItem?: BreadcrumbItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Dimension?: DimensionResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reduction?: ReductionResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VariantPrice?: VariantPriceResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
};

