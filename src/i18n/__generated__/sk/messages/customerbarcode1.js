/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Customerbarcode1Inputs */

const sk_customerbarcode1 = /** @type {(inputs: Customerbarcode1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Čiarový kód ${i?.code}`)
};

/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerbarcode1 = sk_customerbarcode1;
export { customerbarcode1 as "customerBarcode" }