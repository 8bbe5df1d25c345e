/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieduration2Inputs */

const fr_contentcookieduration2 = /** @type {(inputs: Contentcookieduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée de conservation`)
};

/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcookieduration2 = fr_contentcookieduration2;
export { contentcookieduration2 as "contentCookieDuration" }