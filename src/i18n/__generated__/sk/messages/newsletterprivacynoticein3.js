/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynoticein3Inputs */

const sk_newsletterprivacynoticein3 = /** @type {(inputs: Newsletterprivacynoticein3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ochrana osobných údajov`)
};

/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynoticein3 = sk_newsletterprivacynoticein3;
export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" }