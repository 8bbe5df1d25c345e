/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactemail1Inputs */

const nl_contactemail1 = /** @type {(inputs: Contactemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactemail1 = nl_contactemail1;
export { contactemail1 as "contactEmail" }