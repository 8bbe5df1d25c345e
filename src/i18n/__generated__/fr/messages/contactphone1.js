/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactphone1Inputs */

const fr_contactphone1 = /** @type {(inputs: Contactphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactphone1 = fr_contactphone1;
export { contactphone1 as "contactPhone" }