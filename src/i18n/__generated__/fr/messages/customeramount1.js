/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeramount1Inputs */

const fr_customeramount1 = /** @type {(inputs: Customeramount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeramount1 = fr_customeramount1;
export { customeramount1 as "customerAmount" }