/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const fr_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer ${i?.email} afin que nous puissions vous joindre.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = fr_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }