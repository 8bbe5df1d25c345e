/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksconfirmationbyemail3Inputs */

const cs_thanksconfirmationbyemail3 = /** @type {(inputs: Thanksconfirmationbyemail3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzení objednávky obdržíte e-mailem.`)
};

/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationbyemail3 = cs_thanksconfirmationbyemail3;
export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" }