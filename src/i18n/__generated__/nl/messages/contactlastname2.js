/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactlastname2Inputs */

const nl_contactlastname2 = /** @type {(inputs: Contactlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achternaam`)
};

/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactlastname2 = nl_contactlastname2;
export { contactlastname2 as "contactLastName" }