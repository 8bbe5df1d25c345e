/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactmessage1Inputs */

const sk_contactmessage1 = /** @type {(inputs: Contactmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša správa`)
};

/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactmessage1 = sk_contactmessage1;
export { contactmessage1 as "contactMessage" }