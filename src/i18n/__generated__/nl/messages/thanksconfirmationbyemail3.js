/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksconfirmationbyemail3Inputs */

const nl_thanksconfirmationbyemail3 = /** @type {(inputs: Thanksconfirmationbyemail3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ontvangt een orderbevestiging per e-mail.`)
};

/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationbyemail3 = nl_thanksconfirmationbyemail3;
export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" }