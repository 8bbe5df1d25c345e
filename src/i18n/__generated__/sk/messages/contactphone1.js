/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactphone1Inputs */

const sk_contactphone1 = /** @type {(inputs: Contactphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefónne číslo`)
};

/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactphone1 = sk_contactphone1;
export { contactphone1 as "contactPhone" }