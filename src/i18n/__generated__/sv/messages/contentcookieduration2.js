/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieduration2Inputs */

const sv_contentcookieduration2 = /** @type {(inputs: Contentcookieduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lagringstid`)
};

/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcookieduration2 = sv_contentcookieduration2;
export { contentcookieduration2 as "contentCookieDuration" }