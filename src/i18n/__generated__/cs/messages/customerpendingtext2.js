/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerpendingtext2Inputs */

const cs_customerpendingtext2 = /** @type {(inputs: Customerpendingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klikněte prosím na odkaz v e-mailu zaslaném na ${i?.email}.`)
};

/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpendingtext2 = cs_customerpendingtext2;
export { customerpendingtext2 as "customerPendingText" }