/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const cs_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souhlasím, aby mě zákaznický servis kontaktoval e-mailem ohledně mého hodnocení.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = cs_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }