/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const de_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Chat ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = de_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }