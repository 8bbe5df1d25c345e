/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewcontactconsent2Inputs */

const sk_reviewcontactconsent2 = /** @type {(inputs: Reviewcontactconsent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Súhlasím, aby ma zákaznícky servis kontaktoval e-mailom v súvislosti s mojím hodnotením.`)
};

/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewcontactconsent2 = sk_reviewcontactconsent2;
export { reviewcontactconsent2 as "reviewContactConsent" }