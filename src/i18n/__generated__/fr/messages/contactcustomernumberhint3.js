/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumberhint3Inputs */

const fr_contactcustomernumberhint3 = /** @type {(inputs: Contactcustomernumberhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous en avez un : 6 à 8 chiffres`)
};

/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactcustomernumberhint3 = fr_contactcustomernumberhint3;
export { contactcustomernumberhint3 as "contactCustomerNumberHint" }