/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfaq1Inputs */

const cs_contactfaq1 = /** @type {(inputs: Contactfaq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

/**

* @param {Contactfaq1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactfaq1 = cs_contactfaq1;
export { contactfaq1 as "contactFaq" }