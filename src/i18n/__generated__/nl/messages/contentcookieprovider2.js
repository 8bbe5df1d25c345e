/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieprovider2Inputs */

const nl_contentcookieprovider2 = /** @type {(inputs: Contentcookieprovider2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanbieder`)
};

/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcookieprovider2 = nl_contentcookieprovider2;
export { contentcookieprovider2 as "contentCookieProvider" }