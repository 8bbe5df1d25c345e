/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const nl_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bevestig ${i?.email}, zodat we je altijd kunnen bereiken.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = nl_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }