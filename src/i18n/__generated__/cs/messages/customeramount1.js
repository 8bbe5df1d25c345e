/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeramount1Inputs */

const cs_customeramount1 = /** @type {(inputs: Customeramount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Částka`)
};

/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeramount1 = cs_customeramount1;
export { customeramount1 as "customerAmount" }