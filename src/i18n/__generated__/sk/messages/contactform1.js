/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactform1Inputs */

const sk_contactform1 = /** @type {(inputs: Contactform1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktný formulár`)
};

/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactform1 = sk_contactform1;
export { contactform1 as "contactForm" }