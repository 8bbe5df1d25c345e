import { use } from 'react';
import { loadOnce } from './loadOnce.ts';

export type LoadedModule = Record<string, unknown>;

/** A module in its own chunk, loaded once; `path` is its key in the build's assets manifest. */
export interface LazyModule {
  path: string;
  load(): Promise<LoadedModule>;
  /** The module once loaded, else undefined. */
  loaded(): LoadedModule | undefined;
}

export function lazyModule(path: string, importer: () => Promise<LoadedModule>): LazyModule {
  let value: LoadedModule | undefined;
  return { path, load: loadOnce(() => importer().then((module) => (value = module))), loaded: () => value };
}

/** An export of a lazy module: at once when loaded, else the render suspends until it is. */
export function useModuleExport<T>(module: LazyModule | undefined, name: string): T | undefined {
  if (!module) return undefined;
  const loaded = module.loaded() ?? use(module.load());
  return loaded[name] as T | undefined;
}
