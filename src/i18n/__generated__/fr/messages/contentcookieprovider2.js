/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieprovider2Inputs */

const fr_contentcookieprovider2 = /** @type {(inputs: Contentcookieprovider2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur`)
};

/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcookieprovider2 = fr_contentcookieprovider2;
export { contentcookieprovider2 as "contentCookieProvider" }