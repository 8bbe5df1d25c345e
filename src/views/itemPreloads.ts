import type { PageContext } from 'vike/types';
import { itemModulePaths, itemTypesOf, preloadItems } from '../features/content/itemRegistry.ts';
import type { PageRecords } from '../relay/environment.ts';
import { modulePreloads } from './modulePreloads.ts';

/**
 * The content item types among a page's content records, with their components loaded for the
 * server render. The page hands the types to the browser, which loads the same modules before it
 * hydrates (`preloadItems` in the page's +onBeforeRenderClient).
 */
export async function loadItemTypes(records: PageRecords): Promise<string[]> {
  const types = itemTypesOf(records.content);
  await preloadItems(types);
  return types;
}

/** The scripts of those item types, for `<link rel="modulepreload">` in the page's head. */
export function itemPreloadHrefs(pageContext: Pick<PageContext, 'globalContext'>, types: readonly string[]): string[] {
  const { globalContext } = pageContext;
  if (!('assetsManifest' in globalContext)) return [];
  return modulePreloads(globalContext.assetsManifest, itemModulePaths(types), globalContext.baseAssets);
}

