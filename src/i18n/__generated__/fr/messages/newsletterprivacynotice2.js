/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const fr_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection des données`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = fr_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }