/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnumber1Inputs */

const de_ch2_orderformnumber1 = /** @type {(inputs: Orderformnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformnumber1 = de_ch2_orderformnumber1;
export { orderformnumber1 as "orderformNumber" }