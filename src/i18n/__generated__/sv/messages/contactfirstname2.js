/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfirstname2Inputs */

const sv_contactfirstname2 = /** @type {(inputs: Contactfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förnamn`)
};

/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactfirstname2 = sv_contactfirstname2;
export { contactfirstname2 as "contactFirstName" }