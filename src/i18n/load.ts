import { FEATURES, registerMessages, type Feature, type Features } from './catalogue.ts';
import { LANGUAGES, languageOf } from './languages.ts';

// Loads the catalogue's (feature, language) modules: a dynamic import each, so the browser's
// bundle holds every language in a chunk of its own and fetches its shop's only.

// The feature modules, not the compiled messages' type declarations beside them.
const modules = import.meta.glob<Features[Feature]>(['./__generated__/*/*.ts', '!./__generated__/*/*.d.ts']);

const loading = new Map<string, Promise<void>>();

/** Loads a feature's texts of a shop's locale (once); they can be read when it has resolved. */
export function loadMessages(feature: Feature, locale: string): Promise<void> {
  const key = `${languageOf(locale)}/${feature}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = modules[`./__generated__/${key}.ts`];
    if (!load) throw new Error(`no compiled messages for ${key}`);
    promise = load().then((table) => registerMessages(key, table));
    loading.set(key, promise);
  }
  return promise;
}

/** Every feature of every language: the server's catalogue (it renders every shop) and the tests'. */
export const loadAllMessages = async (): Promise<void> => {
  await Promise.all(LANGUAGES.flatMap((language) => FEATURES.map((feature) => loadMessages(feature, language))));
};
