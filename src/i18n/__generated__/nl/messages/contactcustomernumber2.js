/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumber2Inputs */

const nl_contactcustomernumber2 = /** @type {(inputs: Contactcustomernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klantnummer`)
};

/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactcustomernumber2 = nl_contactcustomernumber2;
export { contactcustomernumber2 as "contactCustomerNumber" }