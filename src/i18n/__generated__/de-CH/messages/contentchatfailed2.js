/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const de_ch2_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Chat ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = de_ch2_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }