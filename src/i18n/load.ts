import { FEATURES, registerMessages, type Feature, type Features } from './catalogue.ts';
import { LANGUAGES, languageOf } from './languages.ts';

// Loads the catalogue's (feature, language) modules: a chunk each, so the browser fetches its
// shop's language only. The page names the addresses of its shop's chunks (TEXT_MODULES_ID, written
// by pages/+Head.tsx from the build manifest), so the browser's first load carries no map of every
// feature in every language (some 17 bytes each after compression, for 26 features in 7
// languages); where the page names none, the map of src/i18n/modules.ts is loaded.

/** The id of the page's JSON list of its shop's text chunks: feature → script address. */
export const TEXT_MODULES_ID = 'shop-texts';

const loading = new Map<string, Promise<void>>();

let named: Partial<Record<Feature, string>> | null | undefined;

/** The chunk addresses the page names; none on the server and in tests. */
function namedModules(): Partial<Record<Feature, string>> | null {
  if (named !== undefined) return named;
  const list = typeof document === 'undefined' ? null : document.getElementById(TEXT_MODULES_ID);
  named = list?.textContent ? (JSON.parse(list.textContent) as Partial<Record<Feature, string>>) : null;
  return named;
}

async function importModule(feature: Feature, key: string): Promise<Features[Feature]> {
  const address = namedModules()?.[feature];
  if (address) return ((await import(/* @vite-ignore */ address)) as { default: Features[Feature] }).default;
  const { MODULES } = await import('./modules.ts');
  const load = MODULES[`./__generated__/${key}.ts`];
  if (!load) throw new Error(`no compiled messages for ${key}`);
  return load();
}

/** Loads a feature's texts of a shop's locale (once); they can be read when it has resolved. */
export function loadMessages(feature: Feature, locale: string): Promise<void> {
  const key = `${languageOf(locale)}/${feature}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = importModule(feature, key).then((table) => registerMessages(key, table));
    loading.set(key, promise);
  }
  return promise;
}

/** Every feature of every language: the server's catalogue (it renders every shop) and the tests'. */
export const loadAllMessages = async (): Promise<void> => {
  await Promise.all(LANGUAGES.flatMap((language) => FEATURES.map((feature) => loadMessages(feature, language))));
};
