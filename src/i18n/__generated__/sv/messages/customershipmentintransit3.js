/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentintransit3Inputs */

const sv_customershipmentintransit3 = /** @type {(inputs: Customershipmentintransit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`På väg`)
};

/**

* @param {Customershipmentintransit3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customershipmentintransit3 = sv_customershipmentintransit3;
export { customershipmentintransit3 as "customerShipmentInTransit" }