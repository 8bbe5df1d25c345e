/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumber2Inputs */

const de_ch2_contactcustomernumber2 = /** @type {(inputs: Contactcustomernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundennummer`)
};

/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactcustomernumber2 = de_ch2_contactcustomernumber2;
export { contactcustomernumber2 as "contactCustomerNumber" }