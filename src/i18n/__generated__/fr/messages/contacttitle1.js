/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contacttitle1Inputs */

const fr_contacttitle1 = /** @type {(inputs: Contacttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

/**

* @param {Contacttitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contacttitle1 = fr_contacttitle1;
export { contacttitle1 as "contactTitle" }