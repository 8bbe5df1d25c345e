/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const nl_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacyverklaring`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = nl_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }