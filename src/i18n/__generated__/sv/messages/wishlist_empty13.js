/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const sv_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din önskelista är tom.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = sv_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }