/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutofstock3Inputs */

const nl_deliveryoutofstock3 = /** @type {(inputs: Deliveryoutofstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al uitverkocht`)
};

/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliveryoutofstock3 = nl_deliveryoutofstock3;
export { deliveryoutofstock3 as "deliveryOutOfStock" }