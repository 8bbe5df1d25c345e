/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumber2Inputs */

const cs_contactcustomernumber2 = /** @type {(inputs: Contactcustomernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznické číslo`)
};

/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactcustomernumber2 = cs_contactcustomernumber2;
export { contactcustomernumber2 as "contactCustomerNumber" }