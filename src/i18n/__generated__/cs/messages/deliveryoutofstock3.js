/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const cs_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Již vyprodáno`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = cs_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }