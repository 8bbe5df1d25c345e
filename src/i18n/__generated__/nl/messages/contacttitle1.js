/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contacttitle1Inputs */

const nl_contacttitle1 = /** @type {(inputs: Contacttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

/**

* @param {Contacttitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contacttitle1 = nl_contacttitle1;
export { contacttitle1 as "contactTitle" }