/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieduration2Inputs */

const de_ch2_contentcookieduration2 = /** @type {(inputs: Contentcookieduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speicherdauer`)
};

/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentcookieduration2 = de_ch2_contentcookieduration2;
export { contentcookieduration2 as "contentCookieDuration" }