/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercontactus2Inputs */

const sv_newslettercontactus2 = /** @type {(inputs: Newslettercontactus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakta oss`)
};

/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettercontactus2 = sv_newslettercontactus2;
export { newslettercontactus2 as "newsletterContactUs" }