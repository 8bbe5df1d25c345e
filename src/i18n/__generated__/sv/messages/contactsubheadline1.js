/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsubheadline1Inputs */

const sv_contactsubheadline1 = /** @type {(inputs: Contactsubheadline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fyll i dina kontaktuppgifter`)
};

/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsubheadline1 = sv_contactsubheadline1;
export { contactsubheadline1 as "contactSubheadline" }