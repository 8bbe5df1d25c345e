/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnumber1Inputs */

const fr_orderformnumber1 = /** @type {(inputs: Orderformnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro d’article`)
};

/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformnumber1 = fr_orderformnumber1;
export { orderformnumber1 as "orderformNumber" }