/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfaq1Inputs */

const de_ch2_contactfaq1 = /** @type {(inputs: Contactfaq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

/**

* @param {Contactfaq1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactfaq1 = de_ch2_contactfaq1;
export { contactfaq1 as "contactFaq" }