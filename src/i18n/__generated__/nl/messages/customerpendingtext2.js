/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerpendingtext2Inputs */

const nl_customerpendingtext2 = /** @type {(inputs: Customerpendingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klik op de link in de e-mail aan ${i?.email}.`)
};

/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpendingtext2 = nl_customerpendingtext2;
export { customerpendingtext2 as "customerPendingText" }