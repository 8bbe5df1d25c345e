/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsent1Inputs */

const sv_contactsent1 = /** @type {(inputs: Contactsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för ditt meddelande`)
};

/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsent1 = sv_contactsent1;
export { contactsent1 as "contactSent" }