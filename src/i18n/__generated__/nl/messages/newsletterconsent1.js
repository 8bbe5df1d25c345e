/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const nl_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Met je aanmelding ga je akkoord met aanbiedingen per e-mail; je kunt je altijd afmelden via de link in de nieuwsbrief. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = nl_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }