/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryoutofstock4Inputs */

const fr_tiledeliveryoutofstock4 = /** @type {(inputs: Tiledeliveryoutofstock4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà épuisé`)
};

/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliveryoutofstock4 = fr_tiledeliveryoutofstock4;
export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" }