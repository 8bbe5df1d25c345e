/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const sv_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag godkänner att kundtjänst kontaktar mig via e-post om mitt omdöme.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = sv_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }