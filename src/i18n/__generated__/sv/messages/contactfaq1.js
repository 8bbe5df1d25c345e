/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactfaq1Inputs */

const sv_contactfaq1 = /** @type {(inputs: Contactfaq1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vanliga frågor`)
};

/**

* @param {Contactfaq1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactfaq1 = sv_contactfaq1;
export { contactfaq1 as "contactFaq" }