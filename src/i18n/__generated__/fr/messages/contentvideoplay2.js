/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideoplay2Inputs */

const fr_contentvideoplay2 = /** @type {(inputs: Contentvideoplay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la vidéo`)
};

/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentvideoplay2 = fr_contentvideoplay2;
export { contentvideoplay2 as "contentVideoPlay" }