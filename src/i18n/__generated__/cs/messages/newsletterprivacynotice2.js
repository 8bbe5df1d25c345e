/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const cs_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ochrana osobních údajů`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = cs_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }