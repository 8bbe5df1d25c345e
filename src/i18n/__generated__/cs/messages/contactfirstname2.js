/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfirstname2Inputs */

const cs_contactfirstname2 = /** @type {(inputs: Contactfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jméno`)
};

/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactfirstname2 = cs_contactfirstname2;
export { contactfirstname2 as "contactFirstName" }