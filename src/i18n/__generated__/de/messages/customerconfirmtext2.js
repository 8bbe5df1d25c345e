/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const de_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie ${i?.email}, damit wir Sie zuverlässig erreichen.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = de_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }