/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercontactus2Inputs */

const de_newslettercontactus2 = /** @type {(inputs: Newslettercontactus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktieren Sie uns`)
};

/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettercontactus2 = de_newslettercontactus2;
export { newslettercontactus2 as "newsletterContactUs" }