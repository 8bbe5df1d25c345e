/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfaq1Inputs */

const fr_contactfaq1 = /** @type {(inputs: Contactfaq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

/**

* @param {Contactfaq1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactfaq1 = fr_contactfaq1;
export { contactfaq1 as "contactFaq" }