/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsend1Inputs */

const cs_contactsend1 = /** @type {(inputs: Contactsend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odeslat zprávu`)
};

/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsend1 = cs_contactsend1;
export { contactsend1 as "contactSend" }