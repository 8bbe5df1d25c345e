/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactreason1Inputs */

const fr_contactreason1 = /** @type {(inputs: Contactreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande`)
};

/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactreason1 = fr_contactreason1;
export { contactreason1 as "contactReason" }