/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieprovider2Inputs */

const de_ch2_contentcookieprovider2 = /** @type {(inputs: Contentcookieprovider2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter`)
};

/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentcookieprovider2 = de_ch2_contentcookieprovider2;
export { contentcookieprovider2 as "contentCookieProvider" }