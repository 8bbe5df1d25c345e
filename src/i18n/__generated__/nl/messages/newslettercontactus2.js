/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercontactus2Inputs */

const nl_newslettercontactus2 = /** @type {(inputs: Newslettercontactus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neem contact met ons op`)
};

/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettercontactus2 = nl_newslettercontactus2;
export { newslettercontactus2 as "newsletterContactUs" }