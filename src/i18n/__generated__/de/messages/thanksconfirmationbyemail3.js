/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksconfirmationbyemail3Inputs */

const de_thanksconfirmationbyemail3 = /** @type {(inputs: Thanksconfirmationbyemail3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bestellbestätigung erhalten Sie per E-Mail.`)
};

/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationbyemail3 = de_thanksconfirmationbyemail3;
export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" }