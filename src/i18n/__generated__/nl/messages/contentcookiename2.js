/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiename2Inputs */

const nl_contentcookiename2 = /** @type {(inputs: Contentcookiename2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam`)
};

/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcookiename2 = nl_contentcookiename2;
export { contentcookiename2 as "contentCookieName" }