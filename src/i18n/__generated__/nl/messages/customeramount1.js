/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeramount1Inputs */

const nl_customeramount1 = /** @type {(inputs: Customeramount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedrag`)
};

/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeramount1 = nl_customeramount1;
export { customeramount1 as "customerAmount" }