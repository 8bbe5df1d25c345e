/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const fr_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’accepte que le service client me contacte par e-mail au sujet de mon avis.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = fr_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }