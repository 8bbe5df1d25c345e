/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatloading2Inputs */

const de_ch2_contentchatloading2 = /** @type {(inputs: Contentchatloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat wird geladen …`)
};

/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentchatloading2 = de_ch2_contentchatloading2;
export { contentchatloading2 as "contentChatLoading" }