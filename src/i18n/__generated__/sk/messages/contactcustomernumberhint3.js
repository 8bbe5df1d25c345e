/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumberhint3Inputs */

const sk_contactcustomernumberhint3 = /** @type {(inputs: Contactcustomernumberhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ak ho máte: 6 až 8 číslic`)
};

/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactcustomernumberhint3 = sk_contactcustomernumberhint3;
export { contactcustomernumberhint3 as "contactCustomerNumberHint" }