import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

// Changes to the one wishlist record (root field wishlist(locale)) that every heart, the header
// badge and /wishlist read. Used as optimistic updaters (rolled back by Relay on failure) and as
// the updaters of the real answers.

function wishlistRecord(store: RecordSourceProxy, locale: string): RecordProxy | null {
  return store.getRoot().getLinkedRecord('wishlist', { locale }) ?? null;
}

function setItems(wishlist: RecordProxy, items: RecordProxy[]) {
  wishlist.setLinkedRecords(items, 'items');
  wishlist.setValue(items.length, 'count');
}

const productIdOf = (item: RecordProxy) => item.getLinkedRecord('product')?.getValue('id');

/** Puts `item` on top of the wishlist (replacing an item of the same product); false when the wishlist is not loaded. */
export function insertItem(store: RecordSourceProxy, locale: string, item: RecordProxy): boolean {
  const wishlist = wishlistRecord(store, locale);
  if (!wishlist) return false;
  const productId = productIdOf(item);
  const others = (wishlist.getLinkedRecords('items') ?? []).filter((other) => !!other && productIdOf(other) !== productId);
  setItems(wishlist, [item, ...others]);
  return true;
}

/** Takes the item of this product out of the wishlist; false when the wishlist is not loaded. */
export function removeProduct(store: RecordSourceProxy, locale: string, productId: string): boolean {
  const wishlist = wishlistRecord(store, locale);
  if (!wishlist) return false;
  const items = (wishlist.getLinkedRecords('items') ?? []).filter((item) => !!item && productIdOf(item) !== productId);
  setItems(wishlist, items);
  return true;
}

/** A stand-in item while the add request runs, linked to the product's record. */
export function optimisticItem(store: RecordSourceProxy, productId: string): RecordProxy {
  const id = `client:wishlist-pending:${productId}`;
  const item = store.get(id) ?? store.create(id, 'WishlistItem');
  item.setValue(id, 'id');
  const product = store.get(productId) ?? store.create(productId, 'Product');
  product.setValue(productId, 'id');
  item.setLinkedRecord(product, 'product');
  return item;
}
