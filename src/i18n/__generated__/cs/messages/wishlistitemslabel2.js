/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistitemslabel2Inputs */

const cs_wishlistitemslabel2 = /** @type {(inputs: Wishlistitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložené zboží`)
};

/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistitemslabel2 = cs_wishlistitemslabel2;
export { wishlistitemslabel2 as "wishlistItemsLabel" }