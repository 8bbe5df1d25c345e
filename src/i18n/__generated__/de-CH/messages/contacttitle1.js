/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contacttitle1Inputs */

const de_ch2_contacttitle1 = /** @type {(inputs: Contacttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt`)
};

/**

* @param {Contacttitle1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contacttitle1 = de_ch2_contacttitle1;
export { contacttitle1 as "contactTitle" }