/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsubheadline1Inputs */

const fr_contactsubheadline1 = /** @type {(inputs: Contactsubheadline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer vos coordonnées`)
};

/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsubheadline1 = fr_contactsubheadline1;
export { contactsubheadline1 as "contactSubheadline" }