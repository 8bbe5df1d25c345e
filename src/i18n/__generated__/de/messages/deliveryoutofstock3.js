/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const de_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereits ausverkauft`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = de_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }