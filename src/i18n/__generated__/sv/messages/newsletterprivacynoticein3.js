/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynoticein3Inputs */

const sv_newsletterprivacynoticein3 = /** @type {(inputs: Newsletterprivacynoticein3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`integritetspolicy`)
};

/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynoticein3 = sv_newsletterprivacynoticein3;
export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" }