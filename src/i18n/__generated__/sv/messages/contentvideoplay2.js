/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideoplay2Inputs */

const sv_contentvideoplay2 = /** @type {(inputs: Contentvideoplay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spela upp videon`)
};

/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentvideoplay2 = sv_contentvideoplay2;
export { contentvideoplay2 as "contentVideoPlay" }