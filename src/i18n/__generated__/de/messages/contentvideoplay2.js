/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideoplay2Inputs */

const de_contentvideoplay2 = /** @type {(inputs: Contentvideoplay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video abspielen`)
};

/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentvideoplay2 = de_contentvideoplay2;
export { contentvideoplay2 as "contentVideoPlay" }