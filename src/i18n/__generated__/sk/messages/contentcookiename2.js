/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiename2Inputs */

const sk_contentcookiename2 = /** @type {(inputs: Contentcookiename2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Názov`)
};

/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcookiename2 = sk_contentcookiename2;
export { contentcookiename2 as "contentCookieName" }