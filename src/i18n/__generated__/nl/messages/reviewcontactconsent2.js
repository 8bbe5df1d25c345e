/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const nl_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik ga ermee akkoord dat de klantenservice me per e-mail benadert over mijn beoordeling.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = nl_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }