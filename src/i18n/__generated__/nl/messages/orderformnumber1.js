/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnumber1Inputs */

const nl_orderformnumber1 = /** @type {(inputs: Orderformnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformnumber1 = nl_orderformnumber1;
export { orderformnumber1 as "orderformNumber" }