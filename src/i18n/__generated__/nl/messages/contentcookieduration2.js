/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieduration2Inputs */

const nl_contentcookieduration2 = /** @type {(inputs: Contentcookieduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewaartermijn`)
};

/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcookieduration2 = nl_contentcookieduration2;
export { contentcookieduration2 as "contentCookieDuration" }