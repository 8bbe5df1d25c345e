/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactemail1Inputs */

const fr_contactemail1 = /** @type {(inputs: Contactemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactemail1 = fr_contactemail1;
export { contactemail1 as "contactEmail" }