/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const de_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzhinweise`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = de_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }