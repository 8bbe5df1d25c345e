/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeramount1Inputs */

const sv_customeramount1 = /** @type {(inputs: Customeramount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belopp`)
};

/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customeramount1 = sv_customeramount1;
export { customeramount1 as "customerAmount" }