/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterprivacynotice2Inputs */

const sk_newsletterprivacynotice2 = /** @type {(inputs: Newsletterprivacynotice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ochrana osobných údajov`)
};

/**

* @param {Newsletterprivacynotice2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterprivacynotice2 = sk_newsletterprivacynotice2;
export { newsletterprivacynotice2 as "newsletterPrivacyNotice" }