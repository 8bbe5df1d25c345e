/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieprovider2Inputs */

const sk_contentcookieprovider2 = /** @type {(inputs: Contentcookieprovider2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poskytovateľ`)
};

/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcookieprovider2 = sk_contentcookieprovider2;
export { contentcookieprovider2 as "contentCookieProvider" }