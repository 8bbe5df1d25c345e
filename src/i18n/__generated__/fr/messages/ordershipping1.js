/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordershipping1Inputs */

const fr_ordershipping1 = /** @type {(inputs: Ordershipping1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de port`)
};

/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const ordershipping1 = fr_ordershipping1;
export { ordershipping1 as "orderShipping" }