/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Customerparcel1Inputs */

const sk_customerparcel1 = /** @type {(inputs: Customerparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balík ${i?.index} z ${i?.count}`)
};

/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerparcel1 = sk_customerparcel1;
export { customerparcel1 as "customerParcel" }