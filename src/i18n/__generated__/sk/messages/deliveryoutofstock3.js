/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const sk_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už vypredané`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = sk_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }