/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Empty13Inputs */

const de_ch2_wishlist_empty13 = /** @type {(inputs: Wishlist_Empty13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es befinden sich keine Artikel auf Ihrem Merkzettel.`)
};

/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlist_empty13 = de_ch2_wishlist_empty13;
export { wishlist_empty13 as "WISHLIST_EMPTY" }