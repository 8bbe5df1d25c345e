/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsend1Inputs */

const de_ch2_contactsend1 = /** @type {(inputs: Contactsend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht senden`)
};

/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactsend1 = de_ch2_contactsend1;
export { contactsend1 as "contactSend" }