/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiename2Inputs */

const de_contentcookiename2 = /** @type {(inputs: Contentcookiename2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentcookiename2 = de_contentcookiename2;
export { contentcookiename2 as "contentCookieName" }