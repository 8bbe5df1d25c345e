/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideoplay2Inputs */

const nl_contentvideoplay2 = /** @type {(inputs: Contentvideoplay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video afspelen`)
};

/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentvideoplay2 = nl_contentvideoplay2;
export { contentvideoplay2 as "contentVideoPlay" }