/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideopause2Inputs */

const sv_contentvideopause2 = /** @type {(inputs: Contentvideopause2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa videon`)
};

/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentvideopause2 = sv_contentvideopause2;
export { contentvideopause2 as "contentVideoPause" }