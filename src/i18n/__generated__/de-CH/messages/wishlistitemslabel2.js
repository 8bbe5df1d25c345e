/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistitemslabel2Inputs */

const de_ch2_wishlistitemslabel2 = /** @type {(inputs: Wishlistitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemerkte Artikel`)
};

/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistitemslabel2 = de_ch2_wishlistitemslabel2;
export { wishlistitemslabel2 as "wishlistItemsLabel" }