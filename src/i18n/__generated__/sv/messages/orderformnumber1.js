/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnumber1Inputs */

const sv_orderformnumber1 = /** @type {(inputs: Orderformnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformnumber1 = sv_orderformnumber1;
export { orderformnumber1 as "orderformNumber" }