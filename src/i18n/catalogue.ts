import { languageOf } from './languages.ts';
import type FrameMessages from './__generated__/de/frame.ts';
import type FormMessages from './__generated__/de/form.ts';
import type LayoutMessages from './__generated__/de/layout.ts';
import type PanelsMessages from './__generated__/de/panels.ts';
import type ErrorPageMessages from './__generated__/de/errorPage.ts';
import type SearchMessages from './__generated__/de/search.ts';
import type TileMessages from './__generated__/de/tile.ts';
import type DeliveryMessages from './__generated__/de/delivery.ts';
import type RecoMessages from './__generated__/de/reco.ts';
import type ProductMessages from './__generated__/de/product.ts';
import type ReviewMessages from './__generated__/de/review.ts';
import type ListingMessages from './__generated__/de/listing.ts';
import type BasketMessages from './__generated__/de/basket.ts';
import type WishlistMessages from './__generated__/de/wishlist.ts';
import type ContentMessages from './__generated__/de/content.ts';
import type AccountMessages from './__generated__/de/account.ts';
import type CustomerMessages from './__generated__/de/customer.ts';
import type NewsletterMessages from './__generated__/de/newsletter.ts';
import type ContactMessages from './__generated__/de/contact.ts';
import type CatalogueOrderMessages from './__generated__/de/catalogueOrder.ts';
import type TrackingMessages from './__generated__/de/tracking.ts';
import type SupportMessages from './__generated__/de/support.ts';
import type CheckoutMessages from './__generated__/de/checkout.ts';
import type ThanksMessages from './__generated__/de/thanks.ts';
import type OrderMessages from './__generated__/de/order.ts';
import type OrderformMessages from './__generated__/de/orderform.ts';
import type ServerMessages from './__generated__/de/server.ts';

// The compiled catalogue (src/build/i18n.ts) as the shop reads it: each (feature, language) is a
// module of its own, loaded by src/i18n/load.ts — in the browser its shop's language only, before
// the page hydrates (the HTML preloads it); on the server every language, before the first page.
// Reading a feature's texts afterwards is synchronous, and takes the shop's locale.

export interface Features {
  frame: typeof FrameMessages;
  form: typeof FormMessages;
  layout: typeof LayoutMessages;
  panels: typeof PanelsMessages;
  errorPage: typeof ErrorPageMessages;
  search: typeof SearchMessages;
  tile: typeof TileMessages;
  delivery: typeof DeliveryMessages;
  reco: typeof RecoMessages;
  product: typeof ProductMessages;
  review: typeof ReviewMessages;
  listing: typeof ListingMessages;
  basket: typeof BasketMessages;
  wishlist: typeof WishlistMessages;
  content: typeof ContentMessages;
  account: typeof AccountMessages;
  customer: typeof CustomerMessages;
  newsletter: typeof NewsletterMessages;
  contact: typeof ContactMessages;
  catalogueOrder: typeof CatalogueOrderMessages;
  tracking: typeof TrackingMessages;
  support: typeof SupportMessages;
  checkout: typeof CheckoutMessages;
  thanks: typeof ThanksMessages;
  order: typeof OrderMessages;
  orderform: typeof OrderformMessages;
  /** The server's own plain-text answers: read by its handler only (src/server/texts.ts), never by a page. */
  server: typeof ServerMessages;
}
export type Feature = keyof Features;
/** The features the pages read: the server renders them all, a browser loads its page's. */
export const FEATURES = [
  'frame',
  'form',
  'layout',
  'panels',
  'errorPage',
  'search',
  'tile',
  'delivery',
  'reco',
  'product',
  'review',
  'listing',
  'basket',
  'wishlist',
  'content',
  'account',
  'customer',
  'newsletter',
  'contact',
  'catalogueOrder',
  'tracking',
  'support',
  'checkout',
  'thanks',
  'order',
  'orderform',
] as const satisfies readonly Exclude<Feature, 'server'>[];

/** The source paths of a shop's (feature, language) modules, as the build manifest names them. */
export const catalogueModules = (locale: string, features: readonly Feature[] = FEATURES) =>
  features.map((feature) => `src/i18n/__generated__/${languageOf(locale)}/${feature}.ts`);

const loaded = new Map<string, Features[Feature]>();

/** Makes a loaded (feature, language) module readable. */
export function registerMessages(key: string, table: Features[Feature]): void {
  loaded.set(key, table);
}

/** A feature's compiled messages in a shop's locale; fails if they were not loaded. */
export function messagesOf<F extends Feature>(feature: F, locale: string): Features[F] {
  const key = `${languageOf(locale)}/${feature}`;
  const table = loaded.get(key);
  if (!table) throw new Error(`the ${key} messages are read before they were loaded`);
  return table as Features[F];
}
