/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatloading2Inputs */

const sv_contentchatloading2 = /** @type {(inputs: Contentchatloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chatten laddas …`)
};

/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentchatloading2 = sv_contentchatloading2;
export { contentchatloading2 as "contentChatLoading" }