/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksconfirmationbyemail3Inputs */

const sk_thanksconfirmationbyemail3 = /** @type {(inputs: Thanksconfirmationbyemail3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdenie objednávky dostanete e-mailom.`)
};

/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationbyemail3 = sk_thanksconfirmationbyemail3;
export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" }