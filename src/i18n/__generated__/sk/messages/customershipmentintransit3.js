/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentintransit3Inputs */

const sk_customershipmentintransit3 = /** @type {(inputs: Customershipmentintransit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ceste`)
};

/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customershipmentintransit3 = sk_customershipmentintransit3;
export { customershipmentintransit3 as "customerShipmentInTransit" }