/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const cs_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrďte prosím ${i?.email}, abychom Vás spolehlivě zastihli.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = cs_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }