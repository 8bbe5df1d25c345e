/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideopause2Inputs */

const cs_contentvideopause2 = /** @type {(inputs: Contentvideopause2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozastavit video`)
};

/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentvideopause2 = cs_contentvideopause2;
export { contentvideopause2 as "contentVideoPause" }