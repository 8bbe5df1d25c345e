/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsalutation1Inputs */

const sv_contactsalutation1 = /** @type {(inputs: Contactsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tilltal`)
};

/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsalutation1 = sv_contactsalutation1;
export { contactsalutation1 as "contactSalutation" }