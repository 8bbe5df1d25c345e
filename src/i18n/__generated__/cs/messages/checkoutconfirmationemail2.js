/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationemail2Inputs */

const cs_checkoutconfirmationemail2 = /** @type {(inputs: Checkoutconfirmationemail2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrzení objednávky na: ${i?.email}`)
};

/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationemail2 = cs_checkoutconfirmationemail2;
export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" }