/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Customerparcel1Inputs */

const de_customerparcel1 = /** @type {(inputs: Customerparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paket ${i?.index} von ${i?.count}`)
};

/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerparcel1 = de_customerparcel1;
export { customerparcel1 as "customerParcel" }