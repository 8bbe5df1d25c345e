/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsubheadline1Inputs */

const nl_contactsubheadline1 = /** @type {(inputs: Contactsubheadline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul je contactgegevens in`)
};

/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactsubheadline1 = nl_contactsubheadline1;
export { contactsubheadline1 as "contactSubheadline" }