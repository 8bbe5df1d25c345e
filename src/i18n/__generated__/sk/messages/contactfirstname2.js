/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfirstname2Inputs */

const sk_contactfirstname2 = /** @type {(inputs: Contactfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meno`)
};

/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactfirstname2 = sk_contactfirstname2;
export { contactfirstname2 as "contactFirstName" }