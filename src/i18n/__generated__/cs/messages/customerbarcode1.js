/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Customerbarcode1Inputs */

const cs_customerbarcode1 = /** @type {(inputs: Customerbarcode1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Čárový kód ${i?.code}`)
};

/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerbarcode1 = cs_customerbarcode1;
export { customerbarcode1 as "customerBarcode" }