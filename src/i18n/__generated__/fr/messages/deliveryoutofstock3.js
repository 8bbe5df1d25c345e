/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const fr_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà épuisé`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = fr_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }