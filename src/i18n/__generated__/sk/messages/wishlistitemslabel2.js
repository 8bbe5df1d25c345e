/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistitemslabel2Inputs */

const sk_wishlistitemslabel2 = /** @type {(inputs: Wishlistitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložený tovar`)
};

/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistitemslabel2 = sk_wishlistitemslabel2;
export { wishlistitemslabel2 as "wishlistItemsLabel" }