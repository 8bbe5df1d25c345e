/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsend1Inputs */

const sv_contactsend1 = /** @type {(inputs: Contactsend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skicka meddelande`)
};

/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsend1 = sv_contactsend1;
export { contactsend1 as "contactSend" }