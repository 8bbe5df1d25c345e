/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const nl_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De chat is op dit moment niet bereikbaar. Probeer het later nog eens.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = nl_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }