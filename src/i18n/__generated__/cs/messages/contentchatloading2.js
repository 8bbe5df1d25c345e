/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatloading2Inputs */

const cs_contentchatloading2 = /** @type {(inputs: Contentchatloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat se načítá …`)
};

/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentchatloading2 = cs_contentchatloading2;
export { contentchatloading2 as "contentChatLoading" }