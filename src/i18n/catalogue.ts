import { LANGUAGES, languageOf } from './languages.ts';
import type * as FrameMessages from './__generated__/de/frame.ts';
import type * as FormMessages from './__generated__/de/form.ts';

// The doors to the compiled catalogue (src/build/i18n.ts). Each (feature, language) is a module of
// its own, loaded on demand: the browser loads its shop's language only, before it hydrates the
// page (pages/+onBeforeRenderClient.ts; the server's HTML preloads it, pages/+Head.tsx); the
// server loads every language once, since it renders every shop. Reading a feature's texts is
// synchronous afterwards, and takes the shop's locale.

export interface Features {
  frame: typeof FrameMessages;
  form: typeof FormMessages;
}
export type Feature = keyof Features;
export const FEATURES = ['frame', 'form'] as const satisfies readonly Feature[];

const modules = import.meta.glob<Features[Feature]>('./__generated__/*/*.ts');

/** The source paths of a shop's (feature, language) modules, as the build manifest names them. */
export const catalogueModules = (locale: string) => FEATURES.map((feature) => `src/i18n/__generated__/${languageOf(locale)}/${feature}.ts`);

const loaded = new Map<string, Features[Feature]>();
const loading = new Map<string, Promise<void>>();

/** Loads a feature's texts of a shop's locale (once); they can be read when it has resolved. */
export function loadMessages(feature: Feature, locale: string): Promise<void> {
  const language = languageOf(locale);
  const key = `${language}/${feature}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = modules[`./__generated__/${key}.ts`];
    if (!load) throw new Error(`no compiled messages for ${key}`);
    promise = load().then((table) => void loaded.set(key, table));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads every feature of every language: the server's and the tests' catalogue. */
export const loadAllMessages = () => Promise.all(LANGUAGES.flatMap((language) => FEATURES.map((feature) => loadMessages(feature, language))));

/** A feature's compiled messages in a shop's locale; fails if they were not loaded. */
export function messagesOf<F extends Feature>(feature: F, locale: string): Features[F] {
  const key = `${languageOf(locale)}/${feature}`;
  const table = loaded.get(key);
  if (!table) throw new Error(`the ${key} messages are read before they were loaded`);
  return table as Features[F];
}

// The server renders every shop: its catalogue is complete before it renders a page.
if (import.meta.env.SSR) await loadAllMessages();
