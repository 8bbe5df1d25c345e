/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const cs_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat je momentálně nedostupný. Zkuste to prosím později.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = cs_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }