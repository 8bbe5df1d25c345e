/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactphone1Inputs */

const cs_contactphone1 = /** @type {(inputs: Contactphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefonní číslo`)
};

/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactphone1 = cs_contactphone1;
export { contactphone1 as "contactPhone" }