/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Customerparcel1Inputs */

const cs_customerparcel1 = /** @type {(inputs: Customerparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balík ${i?.index} z ${i?.count}`)
};

/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerparcel1 = cs_customerparcel1;
export { customerparcel1 as "customerParcel" }