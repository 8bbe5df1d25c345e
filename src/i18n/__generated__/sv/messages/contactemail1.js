/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactemail1Inputs */

const sv_contactemail1 = /** @type {(inputs: Contactemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-postadress`)
};

/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactemail1 = sv_contactemail1;
export { contactemail1 as "contactEmail" }