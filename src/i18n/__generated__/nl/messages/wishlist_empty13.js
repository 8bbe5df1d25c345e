/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const nl_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je verlanglijstje is leeg.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = nl_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }