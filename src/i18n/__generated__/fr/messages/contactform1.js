/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactform1Inputs */

const fr_contactform1 = /** @type {(inputs: Contactform1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulaire de contact`)
};

/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactform1 = fr_contactform1;
export { contactform1 as "contactForm" }