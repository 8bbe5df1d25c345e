/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiepurpose2Inputs */

const nl_contentcookiepurpose2 = /** @type {(inputs: Contentcookiepurpose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doel`)
};

/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcookiepurpose2 = nl_contentcookiepurpose2;
export { contentcookiepurpose2 as "contentCookiePurpose" }