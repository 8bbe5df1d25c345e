import { catalogue, localeKey } from '../../data/catalogue.ts';
import { currentLocale } from '../../l10n/locale.ts';
import { catalogueTranslator } from '../../l10n/translate.ts';
import { KNOWN } from '../../data/fixtures.ts';
import type { CatalogueProduct } from '../../data/products.ts';
import { cached } from '../../state.ts';

// Articles sold only in stores: the in-store display may scan them, the online shop does not
// offer them. They are kept out of the catalogue, so listings, search and recommendations never
// show them; productById answers them with onlineAssortment false.

type Product = CatalogueProduct['product'];

/** The store-only article: a coat from the stores' own range, modelled on a catalogue product. */
function storeOnlyProducts(): ReadonlyMap<string, Product> {
  return cached(localeKey('catalogue:storeOnly'), () => {
    const model = catalogue().productById.get(KNOWN.availableProduct)!.product;
    const tr = catalogueTranslator(currentLocale());
    const product: Product = {
      ...model,
      id: KNOWN.storeOnlyProduct,
      canonicalId: KNOWN.storeOnlyProduct,
      name: `${tr.t('Wollmantel')} ${tr.quote('Filiale')} ${tr.t('mit Bindegürtel')}`,
      displayNumber: '900001001',
      oldDisplayNumber: null,
      onlineAssortment: false,
    };
    return new Map([[product.id, product]]);
  });
}

export const storeOnlyProduct = (id: string): Product | null => storeOnlyProducts().get(id) ?? null;
