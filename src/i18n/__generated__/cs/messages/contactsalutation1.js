/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutation1Inputs */

const cs_contactsalutation1 = /** @type {(inputs: Contactsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovení`)
};

/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsalutation1 = cs_contactsalutation1;
export { contactsalutation1 as "contactSalutation" }