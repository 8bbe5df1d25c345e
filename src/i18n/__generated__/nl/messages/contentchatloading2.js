/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatloading2Inputs */

const nl_contentchatloading2 = /** @type {(inputs: Contentchatloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat wordt geladen …`)
};

/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentchatloading2 = nl_contentchatloading2;
export { contentchatloading2 as "contentChatLoading" }