/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactlastname2Inputs */

const de_ch2_contactlastname2 = /** @type {(inputs: Contactlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactlastname2 = de_ch2_contactlastname2;
export { contactlastname2 as "contactLastName" }