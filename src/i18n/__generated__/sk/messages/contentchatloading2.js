/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatloading2Inputs */

const sk_contentchatloading2 = /** @type {(inputs: Contentchatloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat sa načítava …`)
};

/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentchatloading2 = sk_contentchatloading2;
export { contentchatloading2 as "contentChatLoading" }