/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactlastname2Inputs */

const de_contactlastname2 = /** @type {(inputs: Contactlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactlastname2 = de_contactlastname2;
export { contactlastname2 as "contactLastName" }