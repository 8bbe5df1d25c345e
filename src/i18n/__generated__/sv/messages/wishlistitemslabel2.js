/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistitemslabel2Inputs */

const sv_wishlistitemslabel2 = /** @type {(inputs: Wishlistitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sparade varor`)
};

/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistitemslabel2 = sv_wishlistitemslabel2;
export { wishlistitemslabel2 as "wishlistItemsLabel" }