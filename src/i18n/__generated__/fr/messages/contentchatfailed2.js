/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentchatfailed2Inputs */

const fr_contentchatfailed2 = /** @type {(inputs: Contentchatfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le chat n'est pas disponible pour le moment. Veuillez réessayer plus tard.`)
};

/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentchatfailed2 = fr_contentchatfailed2;
export { contentchatfailed2 as "contentChatFailed" }