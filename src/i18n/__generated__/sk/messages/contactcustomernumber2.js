/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumber2Inputs */

const sk_contactcustomernumber2 = /** @type {(inputs: Contactcustomernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznícke číslo`)
};

/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactcustomernumber2 = sk_contactcustomernumber2;
export { contactcustomernumber2 as "contactCustomerNumber" }