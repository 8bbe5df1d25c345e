/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieprovider2Inputs */

const sv_contentcookieprovider2 = /** @type {(inputs: Contentcookieprovider2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverantör`)
};

/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcookieprovider2 = sv_contentcookieprovider2;
export { contentcookieprovider2 as "contentCookieProvider" }