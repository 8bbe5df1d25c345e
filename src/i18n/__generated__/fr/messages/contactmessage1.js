/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactmessage1Inputs */

const fr_contactmessage1 = /** @type {(inputs: Contactmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactmessage1 = fr_contactmessage1;
export { contactmessage1 as "contactMessage" }