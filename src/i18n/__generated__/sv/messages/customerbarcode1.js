/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Customerbarcode1Inputs */

const sv_customerbarcode1 = /** @type {(inputs: Customerbarcode1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Streckkod ${i?.code}`)
};

/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerbarcode1 = sv_customerbarcode1;
export { customerbarcode1 as "customerBarcode" }