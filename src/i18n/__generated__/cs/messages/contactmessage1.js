/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactmessage1Inputs */

const cs_contactmessage1 = /** @type {(inputs: Contactmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše zpráva`)
};

/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactmessage1 = cs_contactmessage1;
export { contactmessage1 as "contactMessage" }