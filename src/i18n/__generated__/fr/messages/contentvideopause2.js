/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideopause2Inputs */

const fr_contentvideopause2 = /** @type {(inputs: Contentvideopause2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre la vidéo en pause`)
};

/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentvideopause2 = fr_contentvideopause2;
export { contentvideopause2 as "contentVideoPause" }