/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactform1Inputs */

const de_contactform1 = /** @type {(inputs: Contactform1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktformular`)
};

/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactform1 = de_contactform1;
export { contactform1 as "contactForm" }