/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactreason1Inputs */

const sk_contactreason1 = /** @type {(inputs: Contactreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša požiadavka`)
};

/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactreason1 = sk_contactreason1;
export { contactreason1 as "contactReason" }