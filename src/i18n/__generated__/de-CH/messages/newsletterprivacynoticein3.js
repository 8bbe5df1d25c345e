/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynoticein3Inputs */

const de_ch2_newsletterprivacynoticein3 = /** @type {(inputs: Newsletterprivacynoticein3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzhinweisen`)
};

/**

* @param {Newsletterprivacynoticein3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynoticein3 = de_ch2_newsletterprivacynoticein3;
export { newsletterprivacynoticein3 as "newsletterPrivacyNoticeIn" }