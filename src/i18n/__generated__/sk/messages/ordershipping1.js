/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordershipping1Inputs */

const sk_ordershipping1 = /** @type {(inputs: Ordershipping1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poštovné`)
};

/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const ordershipping1 = sk_ordershipping1;
export { ordershipping1 as "orderShipping" }