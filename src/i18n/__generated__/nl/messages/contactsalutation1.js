/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutation1Inputs */

const nl_contactsalutation1 = /** @type {(inputs: Contactsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanhef`)
};

/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactsalutation1 = nl_contactsalutation1;
export { contactsalutation1 as "contactSalutation" }