import { languageOf } from './languages.ts';
import type * as FrameMessages from './__generated__/de/frame.ts';
import type * as FormMessages from './__generated__/de/form.ts';
import type * as TileMessages from './__generated__/de/tile.ts';
import type * as DeliveryMessages from './__generated__/de/delivery.ts';
import type * as RecoMessages from './__generated__/de/reco.ts';
import type * as ProductMessages from './__generated__/de/product.ts';
import type * as ReviewMessages from './__generated__/de/review.ts';

// The compiled catalogue (src/build/i18n.ts) as the shop reads it: each (feature, language) is a
// module of its own, loaded by src/i18n/load.ts — in the browser its shop's language only, before
// the page hydrates (the HTML preloads it); on the server every language, before the first page.
// Reading a feature's texts afterwards is synchronous, and takes the shop's locale.

export interface Features {
  frame: typeof FrameMessages;
  form: typeof FormMessages;
  tile: typeof TileMessages;
  delivery: typeof DeliveryMessages;
  reco: typeof RecoMessages;
  product: typeof ProductMessages;
  review: typeof ReviewMessages;
}
export type Feature = keyof Features;
export const FEATURES = ['frame', 'form', 'tile', 'delivery', 'reco', 'product', 'review'] as const satisfies readonly Feature[];

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
