/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerpendingtext2Inputs */

const sk_customerpendingtext2 = /** @type {(inputs: Customerpendingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kliknite, prosím, na odkaz v e-maile zaslanom na ${i?.email}.`)
};

/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpendingtext2 = sk_customerpendingtext2;
export { customerpendingtext2 as "customerPendingText" }