/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiepurpose2Inputs */

const sk_contentcookiepurpose2 = /** @type {(inputs: Contentcookiepurpose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Účel`)
};

/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcookiepurpose2 = sk_contentcookiepurpose2;
export { contentcookiepurpose2 as "contentCookiePurpose" }