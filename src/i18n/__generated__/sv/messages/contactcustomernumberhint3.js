/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactcustomernumberhint3Inputs */

const sv_contactcustomernumberhint3 = /** @type {(inputs: Contactcustomernumberhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Om du har ett: 6 till 8 siffror`)
};

/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactcustomernumberhint3 = sv_contactcustomernumberhint3;
export { contactcustomernumberhint3 as "contactCustomerNumberHint" }