/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsenttext2Inputs */

const sk_contactsenttext2 = /** @type {(inputs: Contactsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ozveme sa Vám čo najskôr.`)
};

/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactsenttext2 = sk_contactsenttext2;
export { contactsenttext2 as "contactSentText" }