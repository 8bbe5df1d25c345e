/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactemail1Inputs */

const sk_contactemail1 = /** @type {(inputs: Contactemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa`)
};

/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactemail1 = sk_contactemail1;
export { contactemail1 as "contactEmail" }