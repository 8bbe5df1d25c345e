/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactemail1Inputs */

const de_contactemail1 = /** @type {(inputs: Contactemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactemail1 = de_contactemail1;
export { contactemail1 as "contactEmail" }