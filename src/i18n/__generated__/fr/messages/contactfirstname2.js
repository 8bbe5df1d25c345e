/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfirstname2Inputs */

const fr_contactfirstname2 = /** @type {(inputs: Contactfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactfirstname2 = fr_contactfirstname2;
export { contactfirstname2 as "contactFirstName" }