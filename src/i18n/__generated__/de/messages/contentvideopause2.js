/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideopause2Inputs */

const de_contentvideopause2 = /** @type {(inputs: Contentvideopause2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video anhalten`)
};

/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentvideopause2 = de_contentvideopause2;
export { contentvideopause2 as "contentVideoPause" }