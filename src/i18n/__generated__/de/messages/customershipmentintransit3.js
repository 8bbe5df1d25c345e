/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentintransit3Inputs */

const de_customershipmentintransit3 = /** @type {(inputs: Customershipmentintransit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterwegs`)
};

/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customershipmentintransit3 = de_customershipmentintransit3;
export { customershipmentintransit3 as "customerShipmentInTransit" }