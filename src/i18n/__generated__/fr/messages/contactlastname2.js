/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactlastname2Inputs */

const fr_contactlastname2 = /** @type {(inputs: Contactlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactlastname2 = fr_contactlastname2;
export { contactlastname2 as "contactLastName" }