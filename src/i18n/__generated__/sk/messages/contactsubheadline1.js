/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsubheadline1Inputs */

const sk_contactsubheadline1 = /** @type {(inputs: Contactsubheadline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte prosím svoje kontaktné údaje`)
};

/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsubheadline1 = sk_contactsubheadline1;
export { contactsubheadline1 as "contactSubheadline" }