/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfirstname2Inputs */

const de_contactfirstname2 = /** @type {(inputs: Contactfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactfirstname2 = de_contactfirstname2;
export { contactfirstname2 as "contactFirstName" }