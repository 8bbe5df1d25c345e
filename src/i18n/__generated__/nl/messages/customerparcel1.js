/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Customerparcel1Inputs */

const nl_customerparcel1 = /** @type {(inputs: Customerparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pakket ${i?.index} van ${i?.count}`)
};

/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerparcel1 = nl_customerparcel1;
export { customerparcel1 as "customerParcel" }