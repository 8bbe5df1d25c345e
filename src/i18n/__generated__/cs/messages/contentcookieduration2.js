/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookieduration2Inputs */

const cs_contentcookieduration2 = /** @type {(inputs: Contentcookieduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doba uložení`)
};

/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcookieduration2 = cs_contentcookieduration2;
export { contentcookieduration2 as "contentCookieDuration" }