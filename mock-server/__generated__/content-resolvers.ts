/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { ContentContext } from '../context.ts';
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

/** A page assembled from content items. */
export type Page = {
  __typename?: 'Page';
  headline?: Maybe<Scalars['String']['output']>;
  /** Short lead text shown under the headline. */
  intro?: Maybe<Scalars['String']['output']>;
  /** Robots directive for the page, overriding the shop's when set. */
  seoRobots?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  sys: Sys;
  title: Scalars['String']['output'];
};

export type PageCollection = {
  __typename?: 'PageCollection';
  items: Array<Page>;
  total: Scalars['Int']['output'];
};

export type PageFilter = {
  slug?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Content API (headless CMS shaped): collections filtered with where, limited, per locale, with
 * draft entries only in preview mode (which needs the preview token).
 */
export type Query = {
  __typename?: 'Query';
  /** Pages by slug (homepage, content, inspiration, outfit). */
  pageCollection: PageCollection;
};


/**
 * Content API (headless CMS shaped): collections filtered with where, limited, per locale, with
 * draft entries only in preview mode (which needs the preview token).
 */
export type QueryPageCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  where?: InputMaybe<PageFilter>;
};

/** Metadata of an entry. */
export type Sys = {
  __typename?: 'Sys';
  id: Scalars['ID']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Page: ResolverTypeWrapper<Page>;
  PageCollection: ResolverTypeWrapper<PageCollection>;
  PageFilter: PageFilter;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Sys: ResolverTypeWrapper<Sys>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Page: Page;
  PageCollection: PageCollection;
  PageFilter: PageFilter;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Sys: Sys;
};

export type PageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoRobots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageCollection'] = ResolversParentTypes['PageCollection']> = {
  items?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  pageCollection?: Resolver<ResolversTypes['PageCollection'], ParentType, ContextType, RequireFields<QueryPageCollectionArgs, 'limit' | 'locale' | 'preview'>>;
};

export type SysResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Sys'] = ResolversParentTypes['Sys']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  Page?: PageResolvers<ContextType>;
  PageCollection?: PageCollectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Sys?: SysResolvers<ContextType>;
};

