/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const sk_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`V obľúbených zatiaľ nemáte žiadny tovar.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = sk_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }