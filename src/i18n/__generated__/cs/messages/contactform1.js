/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactform1Inputs */

const cs_contactform1 = /** @type {(inputs: Contactform1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktní formulář`)
};

/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactform1 = cs_contactform1;
export { contactform1 as "contactForm" }