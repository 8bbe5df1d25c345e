/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactmessage1Inputs */

const sv_contactmessage1 = /** @type {(inputs: Contactmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt meddelande`)
};

/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactmessage1 = sv_contactmessage1;
export { contactmessage1 as "contactMessage" }