/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactphone1Inputs */

const sv_contactphone1 = /** @type {(inputs: Contactphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefonnummer`)
};

/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactphone1 = sv_contactphone1;
export { contactphone1 as "contactPhone" }