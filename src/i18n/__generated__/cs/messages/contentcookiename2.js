/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiename2Inputs */

const cs_contentcookiename2 = /** @type {(inputs: Contentcookiename2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Název`)
};

/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcookiename2 = cs_contentcookiename2;
export { contentcookiename2 as "contentCookieName" }