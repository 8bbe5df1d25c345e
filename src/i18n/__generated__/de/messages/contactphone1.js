/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactphone1Inputs */

const de_contactphone1 = /** @type {(inputs: Contactphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefonnummer`)
};

/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactphone1 = de_contactphone1;
export { contactphone1 as "contactPhone" }