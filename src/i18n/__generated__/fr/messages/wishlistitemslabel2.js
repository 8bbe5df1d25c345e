/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistitemslabel2Inputs */

const fr_wishlistitemslabel2 = /** @type {(inputs: Wishlistitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles mémorisés`)
};

/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistitemslabel2 = fr_wishlistitemslabel2;
export { wishlistitemslabel2 as "wishlistItemsLabel" }