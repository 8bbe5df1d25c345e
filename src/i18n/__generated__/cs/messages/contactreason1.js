/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactreason1Inputs */

const cs_contactreason1 = /** @type {(inputs: Contactreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš požadavek`)
};

/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactreason1 = cs_contactreason1;
export { contactreason1 as "contactReason" }