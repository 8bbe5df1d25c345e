/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercontactus2Inputs */

const cs_newslettercontactus2 = /** @type {(inputs: Newslettercontactus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktujte nás`)
};

/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettercontactus2 = cs_newslettercontactus2;
export { newslettercontactus2 as "newsletterContactUs" }