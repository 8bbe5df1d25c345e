/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactmessage1Inputs */

const de_contactmessage1 = /** @type {(inputs: Contactmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Nachricht`)
};

/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactmessage1 = de_contactmessage1;
export { contactmessage1 as "contactMessage" }