import { useSyncExternalStore } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import { registerWishlistLoader, WISHLIST_LOADERS } from '../../shop/context/wishlistRefresh.ts';
import type { WishlistStateQuery as QueryType, WishlistStateQuery$data } from './__generated__/WishlistStateQuery.graphql.ts';
import { WishlistStateQuery } from './WishlistStateQuery.ts';

/** Product id → item key of the saved products; null until loaded. */
export type SavedProducts = ReadonlyMap<string, string> | null;

interface WishlistSource {
  subscribe: (onChange: () => void) => () => void;
  get: () => SavedProducts;
  reload: () => void;
}

const sources = new WeakMap<Environment, WishlistSource>();

function savedOf(data: unknown): SavedProducts {
  const items = (data as WishlistStateQuery$data | undefined)?.wishlist?.items;
  return items ? new Map(items.map((item) => [item.product.id, item.id])) : null;
}

/**
 * The visitor's wishlist, once per environment (the browser session): loaded with the first
 * heart, again when the page becomes visible (another tab may have changed it) and after login or
 * logout, kept in the Relay store and read from it, so every heart, the header badge and
 * /wishlist show a change at once.
 */
export function wishlistSource(environment: Environment, locale: string): WishlistSource {
  const existing = sources.get(environment);
  if (existing) return existing;
  const operation = createOperationDescriptor(getRequest(WishlistStateQuery), { locale });
  environment.retain(operation);
  let snapshot = environment.lookup(operation.fragment);
  let saved = savedOf(snapshot.data);
  const listeners = new Set<() => void>();
  environment.subscribe(snapshot, (next) => {
    snapshot = next;
    saved = savedOf(next.data);
    listeners.forEach((listener) => listener());
  });
  const reload = () => {
    fetchQuery<QueryType>(environment, WishlistStateQuery, { locale }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
  };
  // Again on visibility and login changes, unless a part that loads more is on the page.
  registerWishlistLoader(WISHLIST_LOADERS.hearts, reload);
  reload();
  const source: WishlistSource = {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => saved,
    reload,
  };
  sources.set(environment, source);
  return source;
}

const none = () => null;

/** The saved products as the store holds them (null until loaded). */
export function useWishlistState(locale: string): SavedProducts {
  const source = wishlistSource(useRelayEnvironment(), locale);
  return useSyncExternalStore(source.subscribe, source.get, none);
}
