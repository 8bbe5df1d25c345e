/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordershipping1Inputs */

const cs_ordershipping1 = /** @type {(inputs: Ordershipping1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poštovné`)
};

/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const ordershipping1 = cs_ordershipping1;
export { ordershipping1 as "orderShipping" }