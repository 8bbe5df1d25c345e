/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const de_ch2_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzhinweise`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = de_ch2_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }