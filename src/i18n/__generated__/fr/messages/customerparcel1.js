/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Customerparcel1Inputs */

const fr_customerparcel1 = /** @type {(inputs: Customerparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colis ${i?.index} sur ${i?.count}`)
};

/**

* @param {Customerparcel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerparcel1 = fr_customerparcel1;
export { customerparcel1 as "customerParcel" }