/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercontactus2Inputs */

const fr_newslettercontactus2 = /** @type {(inputs: Newslettercontactus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactez-nous`)
};

/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettercontactus2 = fr_newslettercontactus2;
export { newslettercontactus2 as "newsletterContactUs" }