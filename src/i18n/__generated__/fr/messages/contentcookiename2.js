/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiename2Inputs */

const fr_contentcookiename2 = /** @type {(inputs: Contentcookiename2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcookiename2 = fr_contentcookiename2;
export { contentcookiename2 as "contentCookieName" }