/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideoplay2Inputs */

const cs_contentvideoplay2 = /** @type {(inputs: Contentvideoplay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přehrát video`)
};

/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentvideoplay2 = cs_contentvideoplay2;
export { contentvideoplay2 as "contentVideoPlay" }