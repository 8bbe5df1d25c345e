/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const sv_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redan slutsåld`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = sv_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }