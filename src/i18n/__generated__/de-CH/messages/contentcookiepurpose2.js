/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiepurpose2Inputs */

const de_ch2_contentcookiepurpose2 = /** @type {(inputs: Contentcookiepurpose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zweck`)
};

/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentcookiepurpose2 = de_ch2_contentcookiepurpose2;
export { contentcookiepurpose2 as "contentCookiePurpose" }