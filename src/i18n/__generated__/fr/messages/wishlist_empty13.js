/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const fr_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre liste d’envies est vide.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = fr_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }