/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsend1Inputs */

const de_contactsend1 = /** @type {(inputs: Contactsend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht senden`)
};

/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactsend1 = de_contactsend1;
export { contactsend1 as "contactSend" }