/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordershipping1Inputs */

const sv_ordershipping1 = /** @type {(inputs: Ordershipping1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fraktkostnad`)
};

/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const ordershipping1 = sv_ordershipping1;
export { ordershipping1 as "orderShipping" }