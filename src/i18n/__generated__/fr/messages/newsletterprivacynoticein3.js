/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynoticein3Inputs */

const fr_newsletterprivacynoticein3 = /** @type {(inputs: Newsletterprivacynoticein3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection des données`)
};

/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynoticein3 = fr_newsletterprivacynoticein3;
export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" }