/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const de_ch2_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich bin einverstanden, dass mich der Kundenservice zu meiner Bewertung per E-Mail kontaktiert.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = de_ch2_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }