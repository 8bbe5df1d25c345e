/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const sk_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrďte, prosím, ${i?.email}, aby sme Vás spoľahlivo zastihli.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = sk_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }