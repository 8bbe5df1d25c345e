/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumberhint3Inputs */

const nl_contactcustomernumberhint3 = /** @type {(inputs: Contactcustomernumberhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indien aanwezig: 6 tot 8 cijfers`)
};

/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactcustomernumberhint3 = nl_contactcustomernumberhint3;
export { contactcustomernumberhint3 as "contactCustomerNumberHint" }