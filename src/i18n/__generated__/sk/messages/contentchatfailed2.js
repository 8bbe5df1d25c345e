/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const sk_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat je momentálne nedostupný. Skúste to prosím neskôr.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = sk_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }