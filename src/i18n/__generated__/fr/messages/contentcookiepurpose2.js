/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiepurpose2Inputs */

const fr_contentcookiepurpose2 = /** @type {(inputs: Contentcookiepurpose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalité`)
};

/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcookiepurpose2 = fr_contentcookiepurpose2;
export { contentcookiepurpose2 as "contentCookiePurpose" }