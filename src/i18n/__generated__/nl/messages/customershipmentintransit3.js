/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentintransit3Inputs */

const nl_customershipmentintransit3 = /** @type {(inputs: Customershipmentintransit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderweg`)
};

/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customershipmentintransit3 = nl_customershipmentintransit3;
export { customershipmentintransit3 as "customerShipmentInTransit" }