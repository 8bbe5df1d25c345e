/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const cs_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`V oblíbených zatím nemáte žádné zboží.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = cs_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }