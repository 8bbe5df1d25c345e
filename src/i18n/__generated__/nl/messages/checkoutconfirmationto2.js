/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationto2Inputs */

const nl_checkoutconfirmationto2 = /** @type {(inputs: Checkoutconfirmationto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sturen de orderbevestiging naar ${i?.email}.`)
};

/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationto2 = nl_checkoutconfirmationto2;
export { checkoutconfirmationto2 as "checkoutConfirmationTo" }