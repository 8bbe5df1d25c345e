/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsenttext2Inputs */

const fr_contactsenttext2 = /** @type {(inputs: Contactsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous répondrons dans les plus brefs délais.`)
};

/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactsenttext2 = fr_contactsenttext2;
export { contactsenttext2 as "contactSentText" }