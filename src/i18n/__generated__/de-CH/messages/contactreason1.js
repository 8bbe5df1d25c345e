/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactreason1Inputs */

const de_ch2_contactreason1 = /** @type {(inputs: Contactreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Anliegen`)
};

/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactreason1 = de_ch2_contactreason1;
export { contactreason1 as "contactReason" }