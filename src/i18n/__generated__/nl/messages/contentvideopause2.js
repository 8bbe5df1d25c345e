/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentvideopause2Inputs */

const nl_contentvideopause2 = /** @type {(inputs: Contentvideopause2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video pauzeren`)
};

/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentvideopause2 = nl_contentvideopause2;
export { contentvideopause2 as "contentVideoPause" }