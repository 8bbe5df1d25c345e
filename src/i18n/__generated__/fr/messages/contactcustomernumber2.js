/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumber2Inputs */

const fr_contactcustomernumber2 = /** @type {(inputs: Contactcustomernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro client`)
};

/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactcustomernumber2 = fr_contactcustomernumber2;
export { contactcustomernumber2 as "contactCustomerNumber" }