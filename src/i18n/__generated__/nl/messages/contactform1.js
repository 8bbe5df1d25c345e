/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactform1Inputs */

const nl_contactform1 = /** @type {(inputs: Contactform1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactformulier`)
};

/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactform1 = nl_contactform1;
export { contactform1 as "contactForm" }