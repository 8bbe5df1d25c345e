import type * as SearchOperations from './operations.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

type Operations = typeof SearchOperations;

let loaded: Operations | null = null;
let pending: Promise<Operations> | null = null;

/** Loads the search's operations once; later calls share the download. */
export function loadSearchOperations(): Promise<Operations> {
  pending ??= withTexts(['panels'], import('./operations.ts')).then((module) => (loaded = module));
  return pending;
}

/** The operations when they are here already, so a search that starts later needs no extra wait. */
export function loadedSearchOperations(): Operations | null {
  return loaded;
}
