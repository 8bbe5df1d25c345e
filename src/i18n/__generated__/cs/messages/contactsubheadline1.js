/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsubheadline1Inputs */

const cs_contactsubheadline1 = /** @type {(inputs: Contactsubheadline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte prosím své kontaktní údaje`)
};

/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsubheadline1 = cs_contactsubheadline1;
export { contactsubheadline1 as "contactSubheadline" }