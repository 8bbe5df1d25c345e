/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumberhint3Inputs */

const de_ch2_contactcustomernumberhint3 = /** @type {(inputs: Contactcustomernumberhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls vorhanden: 6 bis 8 Ziffern`)
};

/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactcustomernumberhint3 = de_ch2_contactcustomernumberhint3;
export { contactcustomernumberhint3 as "contactCustomerNumberHint" }