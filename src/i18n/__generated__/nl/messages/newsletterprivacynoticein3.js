/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynoticein3Inputs */

const nl_newsletterprivacynoticein3 = /** @type {(inputs: Newsletterprivacynoticein3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacyverklaring`)
};

/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynoticein3 = nl_newsletterprivacynoticein3;
export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" }