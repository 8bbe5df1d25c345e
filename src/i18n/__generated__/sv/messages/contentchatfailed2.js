/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const sv_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chatten är inte tillgänglig just nu. Försök igen senare.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = sv_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }