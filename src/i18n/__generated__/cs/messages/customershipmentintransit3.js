/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentintransit3Inputs */

const cs_customershipmentintransit3 = /** @type {(inputs: Customershipmentintransit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na cestě`)
};

/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customershipmentintransit3 = cs_customershipmentintransit3;
export { customershipmentintransit3 as "customerShipmentInTransit" }