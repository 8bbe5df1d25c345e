/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const sv_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integritetspolicy`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = sv_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }