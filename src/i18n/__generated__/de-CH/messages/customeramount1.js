/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeramount1Inputs */

const de_ch2_customeramount1 = /** @type {(inputs: Customeramount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customeramount1 = de_ch2_customeramount1;
export { customeramount1 as "customerAmount" }