/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksconfirmationbyemail3Inputs */

const sv_thanksconfirmationbyemail3 = /** @type {(inputs: Thanksconfirmationbyemail3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du får en orderbekräftelse via mejl.`)
};

/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationbyemail3 = sv_thanksconfirmationbyemail3;
export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" }